import webpack from 'webpack';

/**
 * Tests' webpack build: compiles `config` once and answers its stats, or fails with the
 * compiler's errors.
 * @param {import('webpack').Configuration} config
 * @returns {Promise<import('webpack').Stats>}
 */
export function runWebpack(config) {
  const compiler = webpack({ infrastructureLogging: { level: 'error' }, ...config });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(stats);
    });
  });
}
