// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { installNetworkGuard } from './network-guard';

const guard = installNetworkGuard();
afterEach(() => expect(guard.takeRefused()).toEqual([]));

describe('the unit tests’ network guard, in the node environment', () => {
  it('refuses Node’s fetch before it connects', async () => {
    await expect(fetch('https://registry.example/x.json')).rejects.toThrow(/registry\.example/);
    await expect(fetch('http://localhost:9/')).rejects.toThrow(/was refused/);
    expect(guard.takeRefused()).toEqual(['https://registry.example/x.json', 'http://localhost:9/']);
  });
});
