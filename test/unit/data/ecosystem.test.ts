// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMING_SOON, DEFAULT_ECOSYSTEM, ENABLED_APPS } from '../../../src/data/ecosystem';
import { parseEcosystemItems } from '../../../src/lib/ecosystem-items';
import { COMING_SOON_TITLES, LIVE_APP_TITLES } from '../../fixtures/ecosystem-apps';

describe('default ecosystem data', () => {
  const parsed = parseEcosystemItems(DEFAULT_ECOSYSTEM);
  const items = parsed.ok ? parsed.items : [];

  it('validates without a single problem', () => {
    expect(parsed.ok).toBe(true);
    expect(parsed.problems).toEqual([]);
    expect(items).toHaveLength(20);
  });

  it('has the eleven live apps, in order', () => {
    expect(ENABLED_APPS.map((app) => app.id)).toEqual([
      'todo',
      'accounts',
      'work-tracker',
      'study-tracker',
      'work-analyzer',
      'health-tracker',
      'pomodoro-timer',
      'web-desktop',
      'form-printer',
      'interview-prep',
      'philosophy',
    ]);
    expect(ENABLED_APPS.map((app) => app.title)).toEqual(LIVE_APP_TITLES);
    expect(items.filter((item) => item.enabled)).toHaveLength(11);
  });

  it('each live app links to its own https subdomain of the reserved .example domain', () => {
    const hosts = new Set<string>();
    for (const item of items.filter((i) => i.enabled)) {
      const url = new URL(item.link ?? '');
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toMatch(/^[a-z-]+\.coursify\.example$/);
      hosts.add(url.hostname);
    }
    expect(hosts.size).toBe(11);
  });

  it('has the nine coming-soon cards, without links', () => {
    expect(COMING_SOON.map((item) => item.title)).toEqual(COMING_SOON_TITLES);
    for (const item of items.filter((i) => !i.enabled)) expect(item.link).toBeNull();
  });

  it('the health tracker claims 142+ activities', () => {
    const health = items.find((item) => item.id === 'health-tracker');
    expect(health?.description).toContain('142+ activities');
  });

  it('every card has a known icon, a palette colour and one sentence of description', () => {
    for (const item of items) {
      expect(item.color, item.id).not.toBeNull();
      expect(item.description, item.id).toMatch(/^[A-Z][^.]*\.$/);
      expect(item.description.length, item.id).toBeLessThanOrEqual(110);
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(20);
  });
});
