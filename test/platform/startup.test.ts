import { expect } from 'chai';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { listen, StartupError } from '../../server/platform/listen';

const ROOT = path.resolve(__dirname, '../..');

/** A port held open by this test, as another program would. */
async function holdPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const { port } = holder.address() as net.AddressInfo;
  return { port, release: () => new Promise<void>((resolve) => holder.close(() => resolve())) };
}

describe('Start-up on a port that is taken', () => {
  it('when the port is in use, then listen rejects with a message naming the setting', async () => {
    const held = await holdPort();
    const server = http.createServer();
    try {
      const err = await listen(server, held.port, '127.0.0.1', 'BILLPLZ_SIM_PORT').then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).to.be.instanceOf(StartupError);
      expect((err as Error).message).to.equal(`Port ${held.port} is already in use: stop the other process or set BILLPLZ_SIM_PORT`);
      expect(server.listening).to.equal(false);
    } finally {
      await held.release();
    }
  });

  it('when server/main.ts starts on a taken port, then it prints one line and exits with code 1', async function () {
    this.timeout(60_000);
    const held = await holdPort();
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agenthub-port-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(held.port),
          HOST: '127.0.0.1',
          DATA_DIR: tmp,
          DATABASE_URL: `sqlite:${path.join(tmp, 'app.db')}`,
          BILLPLZ_SIMULATOR: 'on',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.stdout.resume();
      const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      expect(stderr.trim()).to.equal(`Port ${held.port} is already in use: stop the other process or set PORT`);
      expect(code).to.equal(1);
    } finally {
      await held.release();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
