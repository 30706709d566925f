// A model kept in memory for an editor or a watcher: unsaved buffers over the files on disk, each file
// read, parsed and validated again only when its text changes, the whole model linked, and only the
// lint rules an edit can affect run again.
import path from 'node:path';
import type { CompileResult } from '../compile.js';
import { compareDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { fileStem } from '../load/discover.js';
import { discoverModel, loadDocument, type LoadedFile } from '../load/load-model.js';
import { directoryModelFiles, type ModelFiles } from '../load/model-files.js';
import type { ReadResult } from '../load/read-text.js';
import { linkModel } from '../link/link-model.js';
import { addValidated, validateDocument, type ValidatedFile, type ValidatedModel } from '../validate/validate-model.js';
import { defaultConfigFile, loadLintConfig, type LoadedConfig } from './config.js';
import { lint, type LintReport, type LintRunOptions } from './lint.js';
import { PluginRegistry } from './plugins/plugin-registry.js';
import { ruleMemo, type LintedVersion } from './rule-memo.js';
import type { AnyRule } from './rule.js';

export interface LintSessionOptions {
  rules: readonly AnyRule[];
  /** The model directory (relative to `cwd`, or absolute). */
  modelDir: string;
  /** The working directory: files are named relative to it, and awm.config.yaml is looked for in it. */
  cwd: string;
  /** A configuration file other than `awm.config.yaml` in `cwd`. */
  configFile?: string;
  /** A baseline written by `awm lint --baseline-write`. */
  baselineFile?: string;
  /** What is reused between runs (all of it unless said otherwise); the LSP benchmark turns each off to measure it. */
  reuse?: SessionReuse;
}

export interface SessionReuse {
  /** Files whose text is unchanged are not read, parsed and validated again. */
  files?: boolean;
  /** Rules an edit cannot affect keep their findings (see rule-memo.ts). */
  ruleOutputs?: boolean;
}

/** One file as last read: its text (or why it could not be read) and what loading and validating it gave. */
interface FileState {
  read: ReadResult;
  loaded: LoadedFile;
  validated?: ValidatedFile;
}

export interface SessionResult {
  compiled: CompileResult;
  /** The lint report; absent when the configuration is broken. */
  report?: LintReport;
  /** CONFIG_INVALID findings of awm.config.yaml (or the named configuration file). */
  configDiagnostics: Diagnostic[];
  /** The lint rules whose findings were taken from the previous run, since the edit could not change them. */
  reusedRules: ReadonlySet<string>;
  /** The rules of the configuration: the built-in ones and its plugins'. */
  rules: readonly AnyRule[];
}

const isYaml = (file: string) => /\.ya?ml$/.test(file);

export class LintSession {
  readonly modelDir: string;
  readonly configPath: string;
  readonly #options: LintSessionOptions;
  readonly #disk: ModelFiles;
  /** Text of open editor buffers, by absolute path; they win over the files on disk. */
  readonly #overlays = new Map<string, string>();
  /** Files as last read from disk, by relative path; dropped when the file changes. */
  readonly #reads = new Map<string, ReadResult>();
  readonly #states = new Map<string, FileState>();
  #listing: string[] | undefined;
  /** Files (absolute paths) read anew, added or removed since the model was last linted. */
  readonly #changedFiles = new Set<string>();
  #linted: LintedVersion | undefined;
  #config: LoadedConfig | undefined;
  /** The plugin modules imported for this session's configuration. */
  readonly #plugins = new PluginRegistry();
  /** Plugin rules that ran past their time budget, with why they no longer run: an editor must stay responsive. */
  readonly #overBudget = new Map<string, string>();

  constructor(options: LintSessionOptions) {
    this.#options = options;
    this.#disk = directoryModelFiles(options.modelDir, options.cwd);
    this.modelDir = this.#disk.dir;
    this.configPath = path.resolve(options.cwd, options.configFile ?? defaultConfigFile);
  }

  /** The model-relative path of a file inside the model directory, or undefined. */
  relativePath(absolutePath: string): string | undefined {
    const relative = path.relative(this.modelDir, absolutePath);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
    return relative.split(path.sep).join('/');
  }

  /** An editor holds `absolutePath` open with this text (saved or not). */
  setOverlay(absolutePath: string, text: string): void {
    if (!this.#overlays.has(absolutePath)) this.#listing = undefined;
    this.#overlays.set(absolutePath, text);
    if (absolutePath === this.configPath) this.#config = undefined;
  }

  /** The editor closed it: the file on disk counts again. */
  removeOverlay(absolutePath: string): void {
    if (this.#overlays.delete(absolutePath)) this.changed(absolutePath);
  }

  /** A file on disk was created, changed or deleted (undefined: anything may have changed). */
  changed(absolutePath?: string): void {
    if (absolutePath === undefined) {
      this.#reads.clear();
      this.#listing = undefined;
      this.#config = undefined;
      return;
    }
    if (absolutePath === this.configPath) this.#config = undefined;
    const relative = this.relativePath(absolutePath);
    if (relative === undefined) return;
    this.#reads.delete(relative);
    this.#listing = undefined;
  }

  /**
   * The configuration, read again when its file changed. Plugins it names that are not imported yet are in
   * `pendingPlugins` (and their rules missing) until loadPlugins has imported them.
   */
  config(): LoadedConfig {
    if (!this.#config) {
      const overlay = this.#overlays.get(this.configPath);
      this.#config = loadLintConfig({
        rules: this.#options.rules,
        cwd: this.#options.cwd,
        plugins: this.#plugins,
        ...(this.#options.configFile === undefined ? {} : { configFile: this.#options.configFile }),
        ...(this.#options.baselineFile === undefined ? {} : { baselineFile: this.#options.baselineFile }),
        ...(overlay === undefined ? {} : { configText: overlay }),
      });
    }
    return this.#config;
  }

  /** Whether the configuration names plugins not imported yet (loadPlugins imports them). */
  pluginsPending(): boolean {
    return this.config().pendingPlugins.length > 0;
  }

  /** Imports the plugins the configuration names that are not imported yet; the configuration is then read again. */
  async loadPlugins(): Promise<void> {
    const pending = this.config().pendingPlugins;
    if (pending.length === 0) return;
    await this.#plugins.load(pending);
    this.#config = undefined;
  }

  /** The session's time budget bookkeeping, for lint(): rules that ran past it once are not run again. */
  budgetOptions(): Pick<LintRunOptions, 'skip' | 'overBudget'> {
    return {
      skip: this.#overBudget,
      overBudget: (code) =>
        this.#overBudget.set(code, 'it ran past its time budget earlier in this session; restart to run it again'),
    };
  }

  /** The model as a ModelFiles: the directory on disk, with open buffers in place of (or beside) its files. */
  #modelFiles(): ModelFiles {
    const disk = this.#disk;
    const listing = () => {
      if (!this.#listing) {
        const onDisk = disk.problem() === undefined ? disk.listFiles() : [];
        const open = [...this.#overlays.keys()].map((file) => this.relativePath(file)).filter((r) => r !== undefined);
        this.#listing = [...new Set([...onDisk, ...open.filter(isYaml)])].sort();
      }
      return this.#listing;
    };
    return {
      ...disk,
      listFiles: listing,
      readText: (relative) => {
        const overlay = this.#overlays.get(disk.locate(relative));
        if (overlay !== undefined) return { ok: true, text: overlay };
        let read = this.#reuseFiles ? this.#reads.get(relative) : undefined;
        if (!read) {
          read = disk.readText(relative);
          this.#reads.set(relative, read);
        }
        return read;
      },
    };
  }

  /** Loads, validates and links the model, reusing every file whose text is unchanged. */
  compile(): CompileResult {
    const modelFiles = this.#modelFiles();
    const { files, diagnostics } = discoverModel(modelFiles);
    const validated: ValidatedModel = {
      dir: modelFiles.dir,
      ...(modelFiles.packagesFrom === undefined ? {} : { packagesFrom: modelFiles.packagesFrom }),
      files: [],
      ruleSets: [],
      terms: [],
      mappings: [],
      mappingSources: [],
      invalidTermKeys: new Set(),
      diagnostics,
    };
    const seen = new Set<string>();
    for (const discovered of files) {
      const { relativePath } = discovered;
      seen.add(relativePath);
      const read = modelFiles.readText(relativePath);
      let state = this.#states.get(relativePath);
      if (!state || !this.#reuseFiles || !sameRead(state.read, read)) {
        this.#changedFiles.add(modelFiles.locate(relativePath));
        const loaded = loadDocument(modelFiles, discovered, read);
        state = { read, loaded, ...(loaded.document ? { validated: validateDocument(loaded.document) } : {}) };
        this.#states.set(relativePath, state);
      }
      validated.diagnostics.push(...state.loaded.diagnostics);
      if (state.loaded.source) validated.files.push(state.loaded.source);
      if (state.validated) addValidated(validated, state.validated);
      else if (discovered.kind === 'term') validated.invalidTermKeys.add(fileStem(relativePath));
    }
    for (const relative of this.#states.keys()) {
      if (seen.has(relative)) continue;
      this.#states.delete(relative);
      this.#changedFiles.add(modelFiles.locate(relative));
    }
    const linked = linkModel(validated);
    return { ...linked, diagnostics: [...linked.diagnostics].sort(compareDiagnostics) };
  }

  /** Compiles and lints the model as it stands, open buffers included. */
  run(): SessionResult {
    const { config, diagnostics: configDiagnostics } = this.config();
    const compiled = this.compile();
    const rules = config.rules;
    if (configDiagnostics.length > 0) return { compiled, configDiagnostics, reusedRules: new Set(), rules };
    const model = compiled.model;
    if (!model) {
      // Nothing to lint, and nothing to compare the next version with: the next run lints in full.
      this.#linted = undefined;
      const report = lint(compiled, config, this.budgetOptions());
      return { compiled, report, configDiagnostics, reusedRules: new Set(), rules };
    }
    if (this.#options.reuse?.ruleOutputs === false) {
      this.#changedFiles.clear();
      const report = lint(compiled, config, this.budgetOptions());
      return { compiled, report, configDiagnostics, reusedRules: new Set(), rules };
    }
    const { memo, outputs, reused } = ruleMemo(this.#linted, model, config, this.#changedFiles);
    const report = lint(compiled, config, { memo, ...this.budgetOptions() });
    this.#changedFiles.clear();
    this.#linted = { model, config, outputs };
    return { compiled, report, configDiagnostics, reusedRules: reused, rules };
  }

  get #reuseFiles(): boolean {
    return this.#options.reuse?.files !== false;
  }

  /** Whether a path is one the session reads: a YAML file of the model directory, or the configuration. */
  concerns(absolutePath: string): boolean {
    const relative = this.relativePath(absolutePath);
    return absolutePath === this.configPath || (relative !== undefined && isYaml(relative));
  }
}

function sameRead(a: ReadResult, b: ReadResult): boolean {
  if (a.ok && b.ok) return a.text === b.text;
  return a === b;
}
