import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  budgetFailures,
  firstVisitBudget,
  formatReport,
  htmlEntries,
  initialFiles,
  initialJsBudget,
  measureBuild,
  staticImports,
  totalJsBudget,
} from './bundle-budget';

describe('htmlEntries', () => {
  it('takes scripts, module preloads and stylesheets, and leaves other links and remote URLs out', () => {
    const html = `<script src="/config.js"></script>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
      <link rel="icon" href="/favicon.svg">
      <script src="https://cdn.example/x.js"></script>`;
    expect(htmlEntries(html)).toEqual(['config.js', 'assets/index-a1.js', 'assets/react-b2.js', 'assets/index-c3.css']);
  });

  it('keeps low-priority module preloads apart: fetched beside the entry, not waited for by first paint', () => {
    const html = `<script type="module" src="/assets/index-a1.js"></script>
      <link rel="modulepreload" href="/assets/react-b2.js">
      <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/live-d4.js">
      <link rel="stylesheet" href="/assets/index-c3.css">`;
    expect(htmlEntries(html)).toEqual(['assets/index-a1.js', 'assets/react-b2.js', 'assets/index-c3.css']);
    expect(htmlEntries(html, { lowPriority: true })).toEqual(['assets/live-d4.js']);
  });
});

describe('staticImports', () => {
  it('finds minified static imports and re-exports but not dynamic imports or other strings', () => {
    const code =
      'import{a as b}from"./react-b2.js";import"./side-d4.js";export{c}from"../lib/e5.js";const l=()=>import("./lazy-f6.js");const s="import";x==="from"';
    expect(staticImports(code)).toEqual(['./react-b2.js', './side-d4.js', '../lib/e5.js']);
  });
});

describe('initialFiles', () => {
  it('follows static imports transitively, once each, resolving against the importing chunk', () => {
    const graph: Record<string, string[]> = {
      'assets/index.js': ['./react.js', './shared.js'],
      'assets/shared.js': ['./react.js'],
      'assets/react.js': [],
    };
    expect([...initialFiles(['assets/index.js'], (file) => graph[file] ?? [])].sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });
});

describe('budgetFailures', () => {
  const at = { initialJs: initialJsBudget, firstVisitJs: firstVisitBudget, totalJs: totalJsBudget };
  const over = { initialJs: initialJsBudget + 1, firstVisitJs: firstVisitBudget + 1, totalJs: totalJsBudget + 1 };

  it('holds at the budgets and names each budget that is exceeded', () => {
    expect(budgetFailures(at)).toEqual([]);
    expect(budgetFailures(over)).toEqual([
      'initial JS 100.0 KB is over its budget of 100.0 KB',
      'first visit JS 170.0 KB is over its budget of 170.0 KB',
      'total JS 245.0 KB is over its budget of 245.0 KB',
    ]);
  });
});

describe('measureBuild', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the entry and its static imports as initial, a lazily imported chunk only in the total', () => {
    dir = mkdtempSync(join(tmpdir(), 'hai-budget-'));
    mkdirSync(join(dir, 'assets'));
    const files: Record<string, string> = {
      'index.html':
        '<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">',
      'assets/index.js': `import"./react.js";const lazy=()=>import("./lazy.js");`,
      'assets/react.js': 'export const react=1;'.repeat(50),
      'assets/lazy.js': 'export const lazy=2;'.repeat(50),
      'assets/index.js.map': '{}',
      'assets/index.css': 'body{margin:0}',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

    const report = measureBuild(dir);
    const initial = report.js.filter((asset) => asset.initial).map((asset) => asset.file);
    expect(initial.sort()).toEqual(['assets/index.js', 'assets/react.js']);
    expect(report.js.map((asset) => asset.file)).toContain('assets/lazy.js');
    const lazy = report.js.find((asset) => asset.file === 'assets/lazy.js')!;
    expect(report.totalJs).toBe(report.initialJs + lazy.gzip);
    expect(report.css).toEqual([expect.objectContaining({ file: 'assets/index.css', initial: true })]);
    expect(formatReport(report)).toMatch(/initial JS\s+[\d.]+ KB\s+budget 100\.0 KB/);
  });

  it('counts a low-priority preload in the first visit, not in the initial JS', () => {
    dir = mkdtempSync(join(tmpdir(), 'hai-budget-'));
    mkdirSync(join(dir, 'assets'));
    const files: Record<string, string> = {
      'index.html':
        '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" fetchpriority="low" href="/assets/first.js">',
      'assets/index.js': `const first=()=>import("./first.js");const later=()=>import("./later.js");`,
      'assets/first.js': 'export const first=1;'.repeat(50),
      'assets/later.js': 'export const later=2;'.repeat(50),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

    const report = measureBuild(dir);
    const size = (file: string) => report.js.find((asset) => asset.file === file)!.gzip;
    expect(report.initialJs).toBe(size('assets/index.js'));
    expect(report.firstVisitJs).toBe(report.initialJs + size('assets/first.js'));
    expect(report.totalJs).toBe(report.firstVisitJs + size('assets/later.js'));
    expect(formatReport(report)).toMatch(/^first visit JS\s+[\d.]+ KB\s+budget 170\.0 KB$/m);
  });

  it('reports the service worker on its own line and counts it in neither budget', () => {
    dir = mkdtempSync(join(tmpdir(), 'hai-budget-'));
    mkdirSync(join(dir, 'assets'));
    const files: Record<string, string> = {
      'index.html': '<script type="module" src="/assets/index.js"></script>',
      'assets/index.js': 'export const app=1;'.repeat(50),
      'sw.js': 'self.addEventListener("fetch",()=>{});'.repeat(50),
      'workbox-4b1a.js': 'export const workbox=1;'.repeat(50),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

    const report = measureBuild(dir);
    expect(report.js.map((asset) => asset.file)).toEqual(['assets/index.js']);
    expect(report.totalJs).toBe(report.initialJs);
    expect(report.serviceWorker.map((asset) => asset.file).sort()).toEqual(['sw.js', 'workbox-4b1a.js']);
    expect(formatReport(report)).toMatch(/^sw\.js\s+[\d.]+ KB\s+[\d.]+ KB\s+service worker, not in the totals$/m);
  });
});
