import { newsFeedBench } from './news-feed.ts';
import { explorerBench } from './explorer.ts';
import { explorerMapBench } from './explorer-map.ts';
import { homeBench } from './home-bench.ts';
import { incidentDetailBench } from './incident-detail.ts';
import { navigationFloorBench } from './navigation-floor.ts';
import type { PageBench } from './page-bench.ts';
import { sitesBench } from './sites-bench.ts';
import { themesAndReferenceBench } from './themes-reference-bench.ts';

/** The page benchmarks `npm run bench` runs, in order. Each view adds its own here. */
export const PAGE_BENCHES: readonly PageBench[] = [
  // First: the floor the views' in-app figures below are read against.
  navigationFloorBench,
  newsFeedBench,
  explorerBench,
  explorerMapBench,
  incidentDetailBench,
  themesAndReferenceBench,
  sitesBench,
  homeBench,
];
