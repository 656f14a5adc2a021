/**
 * The README's nginx example is the configuration the scale test runs (tests/support/nginx.ts),
 * with the README's ports: what the README tells a deployment to use is what was tested.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storeProxyConfig } from '#tests/support/nginx.ts';

describe('README "Running at scale"', () => {
  it('shows the nginx configuration that npm run test:scale runs', () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Running at scale'));
    const example = /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
    expect(example).toBe(storeProxyConfig({ listen: '80', processes: ['127.0.0.1:3001', '127.0.0.1:3002'] }));
  });
});
