import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowScripts, inlineScriptHashes } from './inline-scripts.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only, once each, in order', () => {
    const html = [
      '<script>self.a=1</script>',
      '<script src="/_next/static/x.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module">import("/x")</script>',
      '<SCRIPT TYPE="text/javascript">b()</SCRIPT >',
      '<script>self.a=1</script>',
      '<script id="_R_">é ü ñ</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('self.a=1'), sha('import("/x")'), sha('b()'), sha('é ü ñ')]);
  });

  it('finds nothing in a document without inline scripts', () => {
    expect(inlineScriptHashes('<html><body><script src="/a.js"></script></body></html>')).toEqual([]);
  });
});

describe('allowScripts', () => {
  const policy = "default-src 'self'; script-src 'self'; object-src 'none'";

  it('appends sources to script-src', () => {
    expect(allowScripts(policy, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B'; object-src 'none'",
    );
  });

  it('falls back to default-src and leaves unsafe-inline policies alone', () => {
    expect(allowScripts("default-src 'self'", ["'sha256-A'"])).toBe("default-src 'self' 'sha256-A'");
    const dev = "script-src 'self' 'unsafe-inline'";
    expect(allowScripts(dev, ["'sha256-A'"])).toBe(dev);
  });

  it('changes nothing without sources', () => {
    expect(allowScripts(policy, [])).toBe(policy);
  });
});
