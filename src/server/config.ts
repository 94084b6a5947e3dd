/** Server settings from the environment (README "Configuration"), checked once at start. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  seed: 'demo' | 'none';
}

export function readConfig(env: Record<string, string | undefined>): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none" (got "${seed}")`);
  return { port, host: env.HOST || '127.0.0.1', databaseUrl: env.DATABASE_URL || 'sqlite:data/porchlight.db', seed };
}
