// A catalog imported with `?ids=<prefix>`: only its messages whose id starts with the prefix (compile-messages-loader).
declare module '*.json?ids=startup.' {
  const catalog: Record<string, string>;
  export default catalog;
}
