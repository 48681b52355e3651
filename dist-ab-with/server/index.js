process.env.NODE_ENV ??= "production";
process.setSourceMapsEnabled(true);
await import('./site.js');
