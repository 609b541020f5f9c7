// Cluster and PostgreSQL benchmarks (npm run bench:cluster): they print figures and never fail on
// speed. Each starts its own throwaway PostgreSQL; the cluster figures start real node processes.
import { measureCluster, printCluster } from './cluster-figures';
import { measureStoreThroughput, printStoreThroughput } from './store-throughput';

printStoreThroughput(await measureStoreThroughput());
printCluster(await measureCluster());
