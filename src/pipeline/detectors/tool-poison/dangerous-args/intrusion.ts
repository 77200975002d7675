/**
 * What an intruder runs once inside a network: moving to other hosts with stolen credentials
 * (PsExec and its Impacket cousins, WMI process creation on a remote node, WinRM with a password
 * hash), tunnels that turn a foothold into a pivot (chisel or ligolo reverse SOCKS), and
 * poisoning or spoofing the local network to catch credentials (Responder, mitm6, ARP spoofing).
 * An agent rarely needs any of them, and a person should know when one asks (review).
 */
import type { PatternRule } from './rule.js';

export const INTRUSION_RULES: readonly PatternRule[] = [
  {
    family: 'lateral_movement',
    label: 'remote command execution on another host',
    pattern: String.raw`\b(?:ps|pa)exec(?:64)?(?:\.exe)?\s+(?:-[a-z]+\s+)*\\\\[\w.-]+|\bimpacket-(?:psexec|wmiexec|smbexec|atexec|dcomexec)\b|\b(?:psexec|wmiexec|smbexec|atexec|dcomexec)\.py\b|\bwmic\s+/node:\s*['"]?[\w.-]+[^\n]*\bprocess\s+call\s+create\b|\bevil-winrm\b[^\n]*\s-i\s+\S+`,
    risk: 65,
    scope: 'shell',
  },
  {
    family: 'lateral_movement',
    label: 'authentication with a password hash (pass-the-hash)',
    pattern: String.raw`\bsekurlsa::pth\b|\b(?:evil-winrm|crackmapexec|netexec|nxc|impacket-\w+|xfreerdp)\b[^\n]*\s(?:-h|--hashes?|/pth:)\s*[0-9a-f:]{32,65}\b`,
    risk: 70,
    scope: 'shell',
  },
  {
    family: 'lateral_movement',
    label: 'reverse tunnel or SOCKS pivot out of the network',
    pattern: String.raw`\bchisel\s+(?:client|server)\b[^\n]*\b(?:r:\S*socks|socks|--reverse)\b|\bligolo(?:-ng)?\b|\b(?:agent|proxy)\s+-connect\s+\S+:\d+\b[^\n]*-ignore-cert`,
    risk: 60,
    scope: 'shell',
  },
  {
    family: 'credential_access',
    label: 'local network poisoned or spoofed to capture credentials',
    pattern: String.raw`\bresponder(?:\.py)?\s+(?:-[a-z]+\s+)*-i\s+\S+|\bmitm6\b|\barpspoof\s+-i\b|\bettercap\b[^\n]*(?:arp\.spoof|-t\s)|\bbettercap\b[^\n]*arp\.spoof`,
    risk: 65,
    scope: 'shell',
  },
];
