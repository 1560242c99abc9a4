// Builds the SPA into dist/. Production: hashed file names (served as immutable by the reference
// server), one chunk per screen, vendors split so the login page loads only what it needs.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { execFileSync } = require('node:child_process');
const { ProgressPlugin } = require('webpack');

/** The chunk that takes the sign-in page over (src/main.tsx). */
const FIRST_PAGE = 'first-page';

/**
 * Puts the sign-in page in index.html, rendered to HTML by its own source (src/app/prerender.tsx,
 * run in a child Node process as production code: the browser's first render must match it), and
 * preloads the code that takes it over (docs/decisions.md#login-first).
 */
class PrerenderSignInPage {
  apply(compiler) {
    compiler.hooks.compilation.tap(PrerenderSignInPage.name, (compilation) => {
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      hooks.alterAssetTagGroups.tap(PrerenderSignInPage.name, (groups) => {
        const files = compilation.namedChunkGroups.get(FIRST_PAGE)?.getFiles() ?? [];
        if (files.length === 0) throw new Error(`no "${FIRST_PAGE}" chunk: see src/main.tsx`);
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath);
        for (const file of files.filter((name) => name.endsWith('.js'))) {
          groups.headTags.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: PrerenderSignInPage.name },
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          });
        }
        return groups;
      });
      hooks.beforeEmit.tap(PrerenderSignInPage.name, (data) => {
        const render = `process.stdout.write(JSON.stringify(require('./src/app/prerender.tsx').prerenderSignInPage()))`;
        const { head, root } = JSON.parse(
          execFileSync(process.execPath, ['--import', 'tsx', '--eval', render], {
            cwd: __dirname,
            env: { ...process.env, NODE_ENV: 'production' },
            encoding: 'utf8',
          }),
        );
        const emptyRoot = '<div id="root"></div>';
        if (!data.html.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);
        data.html = data.html.replace('</head>', `${head}</head>`).replace(emptyRoot, root);
        return data;
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

/**
 * `npm start` and `npm run bench` build before serving (scripts/buildIfStale.ts): a line at each
 * tenth of the way, so that a first start, which builds for a minute or more, is never silent.
 */
function progressInTenths() {
  let shown = -1;
  return new ProgressPlugin((share, step) => {
    const tenth = Math.floor(share * 10);
    if (tenth <= shown) return;
    shown = tenth;
    process.stderr.write(`  building the web app: ${tenth * 10} %${step ? ` (${step})` : ''}\n`);
  });
}

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
      ...(process.env.BUILD_PROGRESS ? [progressInTenths()] : []),
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
