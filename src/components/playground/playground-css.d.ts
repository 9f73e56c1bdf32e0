// Gatsby compiles *.module.css to CSS modules with named exports (`import * as styles`).
declare module '*/playground.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

declare module '*/explorer.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
