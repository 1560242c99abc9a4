// Builds the SPA into dist/. Production: hashed file names (served as immutable by the reference
// server), one chunk per screen, vendors split so the login page loads only what it needs.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');

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
