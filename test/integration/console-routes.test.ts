import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../support/use-api-harness.js';

/** GET /console and its assets: served without a key, strict CSP, a fixed allow-list of files. */

const t = useApiHarness({ user: false });

describe('console routes', () => {
  it('serves the page with a strict CSP and no inline script or style', async () => {
    const res = await fetch(`${t.h.url}/console`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toContain('<label for="api-key">API key</label>');
    expect(html).not.toMatch(/<script>|<style>|\son\w+=/i);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('serves each module and the style sheet from this origin, and nothing else', async () => {
    for (const file of [
      'console.js',
      'api.js',
      'dom.js',
      'case-list.js',
      'case-page.js',
      'case-forms.js',
      'group-page.js',
      'format.js',
    ]) {
      const res = await fetch(`${t.h.url}/console/assets/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toContain('text/javascript');
      expect(await res.text(), file).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/);
    }
    expect((await fetch(`${t.h.url}/console/assets/console.css`)).headers.get('content-type')).toContain('text/css');
    for (const bad of ['nope.js', '..%2Fconsole-routes.ts', 'console.html']) {
      expect((await fetch(`${t.h.url}/console/assets/${bad}`)).status, bad).toBe(404);
    }
  });
});
