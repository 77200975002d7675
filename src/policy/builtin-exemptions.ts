import type RE2 from 're2';
import { metadataOnlyListedAsData } from '../pipeline/detectors/tool-poison/dangerous-args/ssrf.js';
import { SSH_KEY_USE } from '../pipeline/detectors/tool-poison/dangerous-args/traversal.js';

/**
 * Calls a built-in policy's regex matches but the policy is not about. An exemption gets the
 * serialized arguments the regex matched and the regex, and answers true when the match is only
 * one of the uses the policy leaves alone; it runs only after the regex matched, so it costs
 * nothing on the calls that match no policy. Exemptions live in code, not in the policy record,
 * because RE2 (linear time, no lookaround) cannot say "except when".
 */
export type SystemPolicyExemption = (serializedArgs: string, argsRegex: RE2) => boolean;

export const SYSTEM_POLICY_EXEMPTIONS: Readonly<Record<string, SystemPolicyExemption>> = {
  // The caller's own SSH key handed to the programs that use it without reading it out
  // (`ssh -i`, `scp -i`, `ssh-add`, `chmod 600`, `ssh-keygen -f`), as layer 3 reads it: the key's
  // content goes nowhere. A `cat`, a copy or a second plain mention of the same file still matches.
  'system:no-credential-files': (serializedArgs, argsRegex) => !argsRegex.test(serializedArgs.replace(SSH_KEY_USE, ' ')),
  // An SSRF guard's blocklist in source code (`DENY = ['169.254.169.254', ...]`) names the addresses it
  // refuses; a URL, a host argument, a socket address or a list with no guard word around it still matches.
  'system:no-cloud-metadata': (serializedArgs, argsRegex) => metadataOnlyListedAsData(serializedArgs, (text) => argsRegex.test(text)),
};
