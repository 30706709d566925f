// The options of `awm runtime`: what the command module parses and the subcommands read.
import type { GlobalOptions } from '../global-options.js';

export interface RuntimeCliOptions extends Omit<GlobalOptions, 'model'> {
  db: string;
  model?: string;
  synchronous: 'full' | 'normal';
}

/** The runtime subcommands, `roles <action>` included. */
export type RuntimeSubcommand =
  | 'init'
  | 'apply'
  | 'show'
  | 'history'
  | 'verify'
  | 'rebuild'
  | 'checkpoint'
  | 'export'
  | 'follow'
  | 'migrate'
  | 'roles grant'
  | 'roles revoke'
  | 'roles list'
  | 'roles enforce';

/** The options of checkpoint, and of verify --checkpoint: the key and the files. */
export interface CheckpointOptions {
  /** checkpoint: the private key file; verify: the public key file. */
  key?: string;
  /** checkpoint: make the key pair first (the key file must not exist). */
  newKey?: boolean;
  /** checkpoint --new-key: where the public key goes; by default beside the private key. */
  publicKey?: string;
  /** checkpoint: the checkpoint file to append to; without it the checkpoint is printed. */
  append?: string;
  /** verify: checkpoint files, each holding checkpoints one per line. */
  checkpoint?: string[];
  label: string;
}

/** Every runtime subcommand's options, as yargs parsed them, and the database as printed. */
export interface SubcommandOptions extends RuntimeCliOptions, CheckpointOptions {
  commands?: string;
  atomic?: boolean;
  format?: 'text' | 'json' | 'jsonl';
  id?: string;
  runtimeRole?: string;
  from?: number;
  until?: number;
  limit?: number;
  enforceAuthority?: boolean;
  principal?: string;
  role?: string;
  setting?: 'on' | 'off';
  by?: string;
  commandId?: string;
  dryRun?: boolean;
  /** --db as printed: a PostgreSQL URL without its password. */
  label: string;
}
