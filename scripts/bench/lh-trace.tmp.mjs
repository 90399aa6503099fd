// temp: lighthouse runs + main-thread task breakdown (not committed)
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../e2e/support/chromium.mjs';
import { startSite } from './serve.mjs';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const [,, pathsArg, runsArg = '3'] = process.argv;
const site = await startSite({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lht-')), DATABASE_URL: '', LOG_LEVEL: 'warn' });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...chromiumLaunchOptions().args], logLevel: 'silent' });
try {
  for (const path of pathsArg.split(',')) {
    await fetch(site.url + path).then((r) => r.arrayBuffer());
    for (let i = 0; i < Number(runsArg); i++) {
      const r = await lighthouse(site.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = r.lhr;
      const trace = r.artifacts.Trace;
      const p = await TraceProcessor.processTrace(trace);
      const tasks = MainThreadTasks.getMainThreadTasks(p.mainThreadEvents, p.frames, p.timestamps.traceEnd, p.timestamps.timeOrigin);
      const long = tasks.filter((t) => !t.parent && t.duration >= 8);
      const a = lhr.audits;
      console.log(`${path} run ${i}: perf ${Math.round(lhr.categories.performance.score * 100)} TBT ${Math.round(a['total-blocking-time'].numericValue)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} FCP ${Math.round(a['first-contentful-paint'].numericValue)} bi ${Math.round(lhr.environment.benchmarkIndex)}`);
      for (const t of long) {
        const kids = t.children.slice().sort((x, y) => y.duration - x.duration).slice(0, 3).map((c) => `${c.event.name}${c.event.args?.data?.url ? ':' + c.event.args.data.url.split('/').pop() : ''}${c.event.args?.data?.functionName ? ':' + c.event.args.data.functionName : ''} ${c.duration.toFixed(1)}`);
        const url = (t.attributableURLs || []).map((u) => u.split('/').pop()).slice(0, 3).join(',');
        console.log(`   ${t.startTime.toFixed(0).padStart(6)} ${t.duration.toFixed(1).padStart(6)}ms ${t.event.name} [${url}] ${kids.join(' | ')}`);
      }
      writeFileSync(`/work/tmp/${path.replace(/\//g, '_')}-${i}.trace.json`, JSON.stringify(trace));
    }
  }
} finally { chrome.kill(); await site.stop(); }
