import type { Config } from '../../config';
import { startSimulator, type Simulator } from './simulator';

/**
 * The in-process Billplz simulator of development and tests (BILLPLZ_SIMULATOR on; the default when
 * no BILLPLZ_API_KEY is set outside production). It starts with the generated credentials of
 * `config.gateway`, listens on a free port of 127.0.0.1 and points the default account at itself
 * (`config.gateway.baseUrl`). server/main.ts and test/harness.ts start it and stop it on close.
 * Its payment page says plainly that it is a simulator.
 */
export async function startLocalGateway(config: Config): Promise<Simulator | null> {
  if (!config.gateway.simulator) return null;
  const g = config.gateway;
  const sim = await startSimulator({ port: Number(process.env.BILLPLZ_SIM_PORT || 0), apiKeys: [g.apiKey], collections: [g.collectionId], xSignatureKey: g.xSignatureKey });
  g.baseUrl = sim.apiBase;
  return sim;
}
