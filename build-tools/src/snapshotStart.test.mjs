import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import vm from 'node:vm';
import snapshotStart from './snapshotStart.cjs';

/**
 * Runs the start script in a page of `hints` preload hints, where each append takes
 * `appendMs` of the clock; tasks (timers, the frame) run only when `runTasks` is called.
 */
function pageWith(hints, appendMs) {
  let now = 0;
  const tasks = [];
  const appended = [];
  const log = [];
  let task = 0;
  const element = (name) => ({ name, getAttribute: () => null });
  const template = { content: { childNodes: Array.from({ length: hints }, (_, i) => element(`hint-${i}`)) } };
  const document = {
    currentScript: { getAttribute: (attr) => ({ 'data-main': '/main.1.js', 'data-preloads': 'preloads' })[attr] ?? null },
    getElementById: (id) => (id === 'preloads' ? template : null),
    createElement: () => ({ name: 'script' }),
    head: {
      appendChild: (node) => {
        now += appendMs;
        appended.push(node.src ? `script ${node.src}` : node.name);
        log.push(task);
      },
    },
  };
  const context = {
    document,
    performance: { now: () => now },
    requestAnimationFrame: (fn) => tasks.push({ at: 0, fn }),
    setTimeout: (fn, ms, ...args) => tasks.push({ at: ms, fn: () => fn(...args) }),
  };
  vm.runInNewContext(snapshotStart.SNAPSHOT_START_SOURCE, context);
  const runTasks = () => {
    while (tasks.length) {
      tasks.sort((a, b) => a.at - b.at);
      const next = tasks.shift();
      task += 1;
      next.fn();
    }
  };
  return { appended, tasksOfAppends: log, runTasks };
}

describe("the snapshot's start script", () => {
  it('puts the preload hints in, then the main script, once, after the first frame', () => {
    const page = pageWith(3, 0.5);
    assert.deepEqual(page.appended, [], 'nothing before the frame');
    page.runTasks();
    assert.deepEqual(page.appended, ['hint-0', 'hint-1', 'hint-2', 'script /main.1.js']);
  });

  it('puts them in a few at a time, each batch in a task of its own, so none is a long task', () => {
    const page = pageWith(40, 1.5);
    page.runTasks();
    assert.equal(page.appended.length, 41);
    assert.equal(page.appended.at(-1), 'script /main.1.js');
    const counts = new Map();
    for (const task of page.tasksOfAppends) counts.set(task, (counts.get(task) ?? 0) + 1);
    const perTask = [...counts.values()];
    assert.ok(perTask.length >= 10, `${perTask.length} tasks`);
    // Within a 4 ms budget at 1.5 ms an append: at most three in a task.
    assert.ok(Math.max(...perTask) <= 3, String(perTask));
  });
});
