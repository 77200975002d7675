export { hiddenSegments, isStructuredText, parseJsonDocument, type HiddenKind, type HiddenSegment } from './extract.js';
export { INDIRECT_PATTERNS, INDIRECT_SIGNALS, type IndirectPattern, type IndirectSignal } from './patterns.js';
export { scanIndirect, scanTextForIndirect } from './scan.js';
