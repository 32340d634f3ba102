// The System.register forms of a site's ES modules (src/hosting/system-forms.ts), which its pages run on file://:
// every import kept as the module wrote it, import() and import.meta through SystemJS's module context, a module
// without imports converted too, and a script that only parses as a classic script left without a form.
import { describe, expect, it } from 'vitest';
import { systemForms } from '../../src/hosting/system-forms.ts';

const modules = new Map([
  [
    'assets/app.js',
    'import{a as b}from"./chunks/dep.js";import"/pagefind/pagefind.js";export const c=b+1;const d=await import("./lazy.js");export{d};console.log(import.meta.url);',
  ],
  ['assets/side.js', 'document.title="side";'],
  ['legacy/old.js', 'with(document){title="old"}'],
]);

describe('systemForms', () => {
  it('writes each module as System.register with its specifiers as they were', async () => {
    const forms = await systemForms(modules);
    expect([...forms.keys()]).toEqual(['assets/app.js', 'assets/side.js']);
    const app = forms.get('assets/app.js')!;
    expect(app).toMatch(/^System\.register\(\['\.\/chunks\/dep\.js','\/pagefind\/pagefind\.js'\]/);
    expect(app).toContain("module.import('./lazy.js')");
    expect(app).toContain('module.meta.url');
    expect(app).toContain("exports('c',");
    expect(forms.get('assets/side.js')).toMatch(/^System\.register\(\[\],[\s\S]*document\.title="side"/);
  });

  it('gives the same bytes for the same modules, in any order and batch', async () => {
    const again = await systemForms(new Map([...modules].reverse()));
    expect(again).toEqual(await systemForms(modules));
  });
});
