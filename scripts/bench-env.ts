/**
 * The environment every benchmark runs the server in: production mode (as deployed) with fixed
 * secrets, quiet logs, no cron jobs and rate limits out of the way.
 */
export function benchEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    SECRETS_KEY: 'bench-secrets-key-bench-secrets-key',
    LOG_LEVEL: 'warn',
    JOBS: 'off',
    RATE_LIMIT_GENERAL: '100000000/1',
    RATE_LIMIT_LOGIN: '1000/1',
  };
}
