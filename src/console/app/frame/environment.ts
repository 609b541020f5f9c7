/** SPEC 2.18/9: the environment badge shows at most 15 characters, then '...'. */
export const ENVIRONMENT_MAX_CHARS = 15;

export function truncateEnvironment(environment: string): string {
  return environment.length > ENVIRONMENT_MAX_CHARS ? `${environment.slice(0, ENVIRONMENT_MAX_CHARS)}...` : environment;
}
