import { afterEach, describe, expect, it } from 'vitest';
import { failOnRefusedRequests, installNetworkGuard } from './network-guard';

// The setup installed the guard already: this returns the same list of refused URLs.
const guard = installNetworkGuard();
// Each test takes what it caused, so the setup's own check after the test finds nothing left.
afterEach(() => expect(guard.takeRefused()).toEqual([]));

describe('the unit tests’ network guard', () => {
  it('refuses fetch to any host, and records the URL', async () => {
    await expect(fetch('https://api.example.com/courses.json')).rejects.toThrow(/api\.example\.com/);
    expect(guard.takeRefused()).toEqual(['https://api.example.com/courses.json']);
  });

  it('refuses loopback and relative URLs too (happy-dom’s page is http://localhost:3000/)', async () => {
    await expect(fetch('/courses.json')).rejects.toThrow(TypeError);
    await expect(fetch(new URL('http://127.0.0.1:9/x'))).rejects.toThrow(TypeError);
    expect(guard.takeRefused()).toEqual(['http://localhost:3000/courses.json', 'http://127.0.0.1:9/x']);
  });

  it('refuses XMLHttpRequest', async () => {
    const request = new XMLHttpRequest();
    const failed = new Promise((resolve) => request.addEventListener('error', resolve));
    request.open('GET', 'https://images.example/a.png');
    request.send();
    await failed;
    expect(guard.takeRefused()).toEqual(['https://images.example/a.png']);
  });

  it('lets data: URLs through: they never leave the process', async () => {
    expect(await (await fetch('data:text/plain,hello')).text()).toBe('hello');
    expect(guard.takeRefused()).toEqual([]);
  });

  it('fails the test that tried, naming the URL', async () => {
    await fetch('https://cdn.example/x.js').catch(() => undefined);
    expect(() => failOnRefusedRequests(guard, 'this test')).toThrow(
      'this test tried the network (unit tests make none; stub fetch instead): https://cdn.example/x.js',
    );
  });
});
