/** `npm run generate`: rewrites every committed generated file. Tests fail when one is stale. */
import { generateApiClients } from './api-clients.ts';
import { writeRouteTree } from './route-tree.ts';

await writeRouteTree();
console.log('Generated src/routeTree.gen.ts');
await generateApiClients();
console.log(
  'Generated contract/openapi/{news,auth,incidents,watchfloor}.json and src/api/{news,incidents,watchfloor}/',
);
