// The colours formatters paint with. A chalk instance is one; so is any object of plain functions,
// which keeps chalk's types (and through them Node's) out of the library's public type surface.

export interface Palette {
  red(text: string): string;
  yellow(text: string): string;
  green(text: string): string;
  blue(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
  underline(text: string): string;
}
