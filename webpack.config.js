// Builds the SPA into dist/. Production: hashed file names (served as immutable by the reference
// server), one chunk per screen, vendors split so the login page loads only what it needs.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { execFileSync } = require('node:child_process');

/** The chunk the entry loads to take the page over (src/main.tsx). */
const FIRST_PAGE = 'first-page';

/**
 * Puts the sign-in page, rendered to HTML, in index.html, with the code that takes it over
 * preloaded (docs/decisions.md#login-first). The page is rendered by its own source in a child
 * Node process, as production code: the browser's first render must match it exactly.
 */
class PrerenderSignInPage {
  apply(compiler) {
    compiler.hooks.compilation.tap(PrerenderSignInPage.name, (compilation) => {
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      hooks.alterAssetTagGroups.tap(PrerenderSignInPage.name, (groups) => {
        // The code that takes the page over is loaded by the entry after the first paint, and
        // fetched while the page is read.
        const firstPage = compilation.namedChunkGroups.get(FIRST_PAGE);
        if (!firstPage) throw new Error(`no "${FIRST_PAGE}" chunk: see src/main.tsx`);
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath);
        const preloads = firstPage
          .getFiles()
          .filter((file) => file.endsWith('.js'))
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: PrerenderSignInPage.name },
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          }));
        groups.headTags.push(...preloads);
        return groups;
      });
      hooks.beforeEmit.tapAsync(PrerenderSignInPage.name, (data, done) => {
        try {
          const { head, root } = JSON.parse(
            execFileSync(
              process.execPath,
              [
                '--import',
                'tsx',
                '--eval',
                "process.stdout.write(JSON.stringify(require('./src/app/prerender.tsx').prerenderSignInPage()))",
              ],
              { cwd: __dirname, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
            ),
          );
          const emptyRoot = '<div id="root"></div>';
          if (!data.html.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);
          data.html = data.html.replace('</head>', `${head}</head>`).replace(emptyRoot, root);
          done(null, data);
        } catch (error) {
          done(error);
        }
      });
    });
  }
}

// Compressed once at build time, at the strongest levels (the server sends these files as they
// are): compressing on each request would cost time and take weaker levels.
const precompressed = [
  {
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  },
  { filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } },
].map(
  (options) =>
    new CompressionPlugin({
      test: /\.(js|css|html|svg)$/,
      // Edited in place by whoever deploys: a compressed copy would go stale.
      exclude: /config\.js$/,
      threshold: 1024,
      ...options,
    }),
);

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  // `npm run dev` proxies API calls to the reference server started beside it.
  const apiTarget = process.env.API_TARGET || 'http://127.0.0.1:8080';
  const isApiPath = (pathname) =>
    ['/admin/', '/airlo/', '/media/'].some((prefix) => pathname.startsWith(prefix));

  return {
    mode: production ? 'production' : 'development',
    entry: './src/main.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      chunkLoadTimeout: 120000,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@': path.resolve(__dirname, 'src') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          // Type checking is `npm run typecheck`; the build only transpiles.
          options: { transpileOnly: true },
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html' }),
      // Development keeps the plain page: its HTML would go stale at each edit of the form.
      ...(production ? [new PrerenderSignInPage()] : []),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(production ? precompressed : []),
    ],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    optimization: {
      // index.html is minified by HtmlWebpackPlugin before the sign-in page is put in it; webpack's
      // own HTML minifier would rewrite that page's CSS (it expands and reorders rules).
      minimizeOptions: { html: false },
      runtimeChunk: 'single',
      splitChunks: { chunks: 'all' },
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: 3000,
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: (pathname) => isApiPath(pathname), target: apiTarget }],
    },
  };
};
