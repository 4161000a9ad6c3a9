import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { fundedUser } from '../../test/support/money';

// Debian's prometheus package (scripts/apt-packages.txt) provides promtool; `make test` installs it.
const deploy = fileURLToPath(new URL('../../../deploy/prometheus/', import.meta.url));

function promtool(args: string[], input?: string) {
  const run = spawnSync('promtool', args, { cwd: deploy, input, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool did not run (apt-get install prometheus): ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('deploy/prometheus and /metrics pass promtool', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('accepts the alert rules, and they fire where their unit tests say', () => {
    const rules = promtool(['check', 'rules', 'alerts.yml']);
    expect(rules.output).toContain('SUCCESS');
    expect(rules.status).toBe(0);
    const unit = promtool(['test', 'rules', 'alerts.test.yml']);
    expect(unit.output).toContain('SUCCESS');
    expect(unit.status).toBe(0);
  });

  it('accepts the example scrape configuration', () => {
    // --syntax-only: the token file it names exists on a Prometheus host, not here.
    const config = promtool(['check', 'config', '--syntax-only', 'prometheus.yml']);
    expect(config.output).toContain('SUCCESS');
    expect(config.status).toBe(0);
  });

  it('finds no problem in a live /metrics answer', async () => {
    const token = 'metrics-token-for-promtool-0123456789';
    t = await createTestApp('sqlite', { METRICS_TOKEN: token });
    const { accessToken } = await fundedUser(t.ctx);
    const call = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      payload: { text: 'پاکستان کے لوگ محنتی ہیں', accessToken },
    });
    expect(call.statusCode).toBe(200);
    const scrape = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.body).toContain('zuban_paid_calls_total{service="stemmer"');
    const lint = promtool(['check', 'metrics'], scrape.body);
    // prom-client's default gauges keep their historic names (nodejs_active_handles_total …), which
    // the linter flags; anything else (a parse error, a series of ours) fails the test.
    const problems = lint.output.split('\n').filter((line) => line.trim() !== '');
    expect(
      problems.filter((line) => !/^nodejs_active_(handles|requests|resources)_total /.test(line)),
    ).toEqual([]);
  });
});
