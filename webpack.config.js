// Builds the SPA into dist/. Production: hashed file names (served as immutable by the reference
// server), one chunk per screen, vendors split so the login page loads only what it needs.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');

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
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(production ? precompressed : []),
    ],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    optimization: {
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
