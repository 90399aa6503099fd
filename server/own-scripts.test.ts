import { describe, expect, it } from 'vitest';
import { CONSENT_BOOT_SCRIPT } from '@/lib/infra/security/consent-boot.mjs';
import { loaderScript } from './defer-scripts.mjs';
import { isOwnScript } from './own-scripts.mjs';

const loader = loaderScript(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']).slice('<script>'.length, -'</script>'.length);

describe('isOwnScript', () => {
  it('recognises the scripts the framework and the site emit', () => {
    for (const script of [
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[123,[],\\"default\\"]\\n\\u003cb\\u003e"])',
      'self.__next_f.push([2,null])',
      // A page answering a form action: the bootstrap and the form state in one script.
      '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,[{"status":"success"},"k22","601f",0]])',
      'self.__next_f.push([1,"a);self.__next_f.push([1,\\"b"]);self.__next_f.push([1,"c"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});',
      CONSENT_BOOT_SCRIPT,
      loader,
    ]) {
      expect(isOwnScript(script), script).toBe(true);
    }
  });

  it('refuses anything else, including scripts that start or end like the site’s own', () => {
    for (const script of [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'alert(1);self.__next_f.push([1,"x"])',
      'self.__next_f.push([1,"x"],alert(1))',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push([9,"x"])',
      'self.__next_f.push({"a":1})',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
      '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null]);alert(1)',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1);self.__next_f.push([2,null])',
      'self.__next_f.push([1,"a"]);;self.__next_f.push([1,"b"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});alert(1);',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([alert(1)]);',
      `${CONSENT_BOOT_SCRIPT};alert(1)`,
      loader.replace('a.js', 'a.js?"+alert(1)+"'),
      loader.replace('/_next/static/chunks/a.js', 'https://evil.example/a.js'),
      `${loader};alert(1)`,
      '',
    ]) {
      expect(isOwnScript(script), script).toBe(false);
    }
  });
});
