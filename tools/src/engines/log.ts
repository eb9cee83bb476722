export function say(engine: string, message: string): void {
  process.stderr.write(`[engines] ${engine}: ${message}\n`);
}
