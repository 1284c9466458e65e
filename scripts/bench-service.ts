/**
 * `npm run bench:service`: only the reference service's figures (see scripts/bench/service-bench.ts).
 *
 *   npm run bench:service -- --incidents=20000 --news=40000 --seconds=5 --connections=10
 */
import { runServiceBench, SERVICE_BENCH_DEFAULTS } from './bench/service-bench.ts';

const argument = (name: keyof typeof SERVICE_BENCH_DEFAULTS) => {
  const written = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return written === undefined ? SERVICE_BENCH_DEFAULTS[name] : Number(written);
};

await runServiceBench({
  incidents: argument('incidents'),
  news: argument('news'),
  seconds: argument('seconds'),
  connections: argument('connections'),
  portOffset: Number(process.env.BENCH_PORT_OFFSET ?? 0) || 0,
});
process.exit(0);
