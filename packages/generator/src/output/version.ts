/** This package's version, written into every file it makes. A test holds it to package.json. */
export const VERSION = '5.1.0';
export const PACKAGE_NAME = 'random-american-generator';
