/*
 * Stands in for the `object-inspect` package in the browser bundle (the alias in vite.config.ts,
 * docs/decisions/051-landing-layout-preload-and-object-inspect.md). Inertia's query strings
 * (qs) reach it only through side-channel, whose `assert` describes a missing key with it in an
 * error message; qs never calls that `assert`. The package is 7 kB of gzip on every page.
 */
module.exports = function inspect(value) {
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}
