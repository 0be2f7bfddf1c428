// Lighthouse performance and accessibility of a page, in Debian's Chromium.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';

/**
 * @param {string} url
 * @param {'desktop'|'mobile'} formFactor  desktop is the target: the portal is built for
 *   desktop and tablet and warns on narrow screens (000 §2); mobile is printed for reference.
 */
export async function lighthouseScores(url, formFactor = 'desktop') {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const flags = { port: chrome.port, onlyCategories: ['performance', 'accessibility'], output: 'json', logLevel: 'error' };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const { categories, audits } = result.lhr;
    return {
      url,
      formFactor,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}
