/** `npm run generate`: rewrites every committed generated file. Tests fail when one is stale. */
import { writeRouteTree } from './route-tree.ts';

await writeRouteTree();
console.log('Generated src/routeTree.gen.ts');
