import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledMessagesVersion, compileMessages } from './messages.mjs';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function project(zhTitle: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'kinbo-messages-'));
  roots.push(root);
  mkdirSync(path.join(root, 'messages'));
  writeFileSync(path.join(root, 'messages/en-US.json'), JSON.stringify({ auth: { title: 'Log in' }, home: { hi: 'Hi {name}' } }));
  writeFileSync(path.join(root, 'messages/zh-CN.json'), JSON.stringify({ auth: { title: zhTitle }, home: { hi: '你好 {name}' } }));
  return root;
}

describe('compileMessages', () => {
  it('writes every language for the build and only the other languages, versioned, for the browser', () => {
    const root = project('登录');
    const { namespaces, version } = compileMessages(root);
    expect(namespaces).toEqual(['auth', 'home']);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(existsSync(path.join(root, 'platform/i18n/compiled/en-US/auth.json'))).toBe(true);
    expect(existsSync(path.join(root, `public/i18n/${version}/en-US`))).toBe(false);
    const zh = JSON.parse(readFileSync(path.join(root, `public/i18n/${version}/zh-CN/home.json`), 'utf8'));
    expect(zh).toEqual(JSON.parse(readFileSync(path.join(root, 'platform/i18n/compiled/zh-CN/home.json'), 'utf8')));
  });

  it('records the version for the build, which refuses to start without compiled messages', () => {
    const root = project('登录');
    expect(() => compiledMessagesVersion(root)).toThrow(/npm run prebuild/);
    const { version } = compileMessages(root);
    expect(compiledMessagesVersion(root)).toBe(version);
  });

  it('gives changed texts a new version and removes the old folder', () => {
    const root = project('登录');
    const first = compileMessages(root).version;
    expect(compileMessages(root).version).toBe(first);
    writeFileSync(path.join(root, 'messages/zh-CN.json'), JSON.stringify({ auth: { title: '登入' }, home: { hi: '你好 {name}' } }));
    const second = compileMessages(root).version;
    expect(second).not.toBe(first);
    expect(existsSync(path.join(root, `public/i18n/${first}`))).toBe(false);
  });
});
