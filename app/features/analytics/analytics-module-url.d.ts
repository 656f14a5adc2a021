/** The analytics module's URL in the browser (tooling/analytics-module-plugin.ts): server code only. */
declare module 'virtual:analytics-module-url' {
  const url: string;
  export default url;
}
