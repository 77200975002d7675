/**
 * Layer 5 pattern table: signals of an instruction planted in data (tool output, documents,
 * records) for an AI agent to act on. RE2 syntax over `normalizeText` output, like layer 4.
 *
 * Most signals are weak alone (a human email may say "send the report to bob@example.com");
 * the scanner combines them: who the text addresses (the AI), what it asks (send data out,
 * move money, delete traces) and what it asks for (private data). `risk` is the signal's
 * weight on its own; 0 means "only counts in a combination".
 */

export const INDIRECT_SIGNALS = [
  'ai_address',
  'task_hijack',
  'exfil_send',
  'sensitive_data',
  'acquire_then_send',
  'cover_tracks',
  'money_transfer',
  'action_marker',
  'visit_link',
  'response_tamper',
  'account_takeover',
] as const;
export type IndirectSignal = (typeof INDIRECT_SIGNALS)[number];

export interface IndirectPattern {
  id: string;
  signal: IndirectSignal;
  risk: number;
  description: string;
  source: string;
}

const w = (n: number): string => String.raw`(?:[\w'-]+\s+){0,${n}}?`;
const AI = String.raw`(?:ai|a\.i\.|llm|large\s+language\s+model|language\s+model|chatbot|chatgpt|gpt(?:-?\d[\w.-]*)?|claude|gemini|bard|copilot|llama|ai\s+assistant|ai\s+agent|ai\s+model|ai\s+(?:helper|aide|secretary|reader|tool|system)|automated\s+(?:assistant|agent|helper|reader|system)|(?:digital|virtual|e-?mail|inbox)\s+assistant|assistant|agent|bot|model)`;
/**
 * Only unmistakably machine readers: a support "agent working on this ticket" is a person, so the
 * work verbs of issue trackers (triaging, fixing, resolving) count only after one of these.
 */
const AI_MACHINE = String.raw`(?:ai|llm|chatgpt|gpt(?:-?\d[\w.-]*)?|claude|gemini|copilot|(?:ai|coding|automated|autonomous|llm)\s+(?:assistant|agent|helper|bot|model|tool|system))`;
/** Verbs that send content out (moving money is ind-money's: "transfer the rent to DE89..." sends no data). */
const SEND = String.raw`(?:send|email|e-mail|forward|share|post|upload|transmit|mail|leak|submit|publish|paste|cc|bcc|concatenate\s+and\s+post|invite)`;
/** An outside destination: e-mail address, URL / domain, or IBAN-like account number. */
const TARGET = String.raw`(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://\S+|www\.[\w-]+\.\S+|\b[\w-]+\.(?:com|net|org|io|co|info|biz|xyz|ru|cn|site|online|app)\b|\b[a-z]{2}\d{2}[a-z0-9]{10,30}\b)`;

const p = (id: string, signal: IndirectSignal, risk: number, description: string, source: string): IndirectPattern => ({
  id,
  signal,
  risk,
  description,
  source,
});

export const INDIRECT_PATTERNS: readonly IndirectPattern[] = [
  // ---- who the text addresses -----------------------------------------------------------
  p('ind-ai-greeting', 'ai_address', 60, 'data addresses the AI directly',
    String.raw`\b(?:dear|attention|hey|hello|hi|greetings|note\s+(?:to|for)|message\s+(?:to|for)|instructions?\s+(?:to|for)|reminder\s+(?:to|for))\s*,?\s+(?:the\s+|any\s+|all\s+)?(?:[\w-]+\s+)?(?:ai|a\.i\.|llm|chatgpt|gpt-?\d[\w.-]*|claude|gemini|bard|copilot|ai\s+assistant|ai\s+agent|ai\s+model|language\s+model|virtual\s+assistant)(?:\s+(?:[\w-]+\s+)?(?:assistants?|agents?|helpers?|bots?|models?|systems?|tools?))?s?\s*[,:!.]`),
  p('ind-if-you-are-ai', 'ai_address', 70, 'conditional address to an AI reader',
    String.raw`\bif\s+you\s+are\s+(?:an?\s+)?(?:ai|a\.i\.|llm|large\s+language\s+model|language\s+model|ai\s+assistant|chatbot|ai\s+agent|automated|assistant|bot|gpt|reading\s+this|an?\s+(?:ai|bot))\b`),
  p('ind-ai-reading', 'ai_address', 70, 'addresses AI agents reading this content',
    String.raw`\b${AI}s?\s+(?:that\s+(?:is|are)\s+)?(?:reading|processing|summari[sz]ing|parsing|viewing|analy[sz]ing|scanning|browsing|handling)\s+(?:it\b|this\s*[:,.!;-]|(?:this|these|the)\s+(?:page|document|email|e-mail|message|text|content|file|website|site|data|review|record|output|inbox|mailbox|thread|conversation|channel|chat|repository|repo|issue|ticket|post|comment|calendar|folder|account))|\b(?:${AI_MACHINE}|(?:the|an?|any)\s+(?:e-?mail\s+|inbox\s+|virtual\s+|digital\s+)?assistant)s?\s+(?:that\s+(?:is|are)\s+)?(?:handling|managing|reading|processing|screening|monitoring|checking)\s+(?:my|your|our|the\s+user'?s)\s+(?:inbox|mailbox|e-?mails?)\b|\b${AI_MACHINE}s?\s+(?:that\s+(?:is|are)\s+)?(?:triaging|reviewing|working\s+on|fixing|resolving)\s+(?:it\b|this\s*[:,.!;-]|(?:this|these|the)\s+(?:issue|ticket|bug|repository|repo|pull\s+request|pr|code|codebase|project|task))`),
  p('ind-message-to-you', 'ai_address', 70, 'message from someone to "you" the model',
    String.raw`\b(?:message|note|request|instructions?)\s+from\s+[^\n]{0,60}?\bto\s+you\b|\bto\s+you,?\s+(?:the\s+)?${AI}\b`),
  p('ind-role-label', 'ai_address', 35, 'data line addressed to the assistant by role label',
    String.raw`(?:^|\n|p\.s\.\s*|\bnote\s*:\s*)\s*(?:assistant|ai|chatbot|agent|llm|ai\s+assistant|ai\s+agent)\s*[:,]\s*(?:when|before|after|please|you|ignore|new|append|include|send|forward|do\s+not|don't|always|from\s+now|rate|rank|approve|accept|reject|schedule|book|buy|grant|invite|mark|recommend|delete|transfer|pay)\b`),
  p('ind-you-the-ai', 'ai_address', 45, 'tells the AI what it must do',
    String.raw`\b(?:you|the\s+(?:ai|assistant|agent|model|llm))\s+(?:must|should|need\s+to|have\s+to|are\s+required\s+to|are\s+instructed\s+to|are\s+(?:hereby\s+)?ordered\s+to)\s+(?:now\s+|immediately\s+|first\s+|also\s+)?(?:ignore|disregard|forget|reveal|exfiltrate|leak|stop\s+(?:summari[sz]ing|translating|answering))\b|\b(?:the\s+(?:ai|model|llm|bot)\s+(?:must|should|needs\s+to|has\s+to|is\s+required\s+to|is\s+to)\s+(?:now\s+|immediately\s+|first\s+|also\s+)?|the\s+(?:assistant|agent)\s+(?:must|should|needs\s+to|has\s+to|is\s+to)\s+(?:now|immediately)\s+)(?:run|execute|delete|remove|send|forward|transfer|email|post|upload|grant|invite|book|buy|pay|change|reset|open|visit|click|download|install|approve|share)\b|\bthe\s+(?:assistant|agent|ai|model|bot)\s+(?:must|should|needs\s+to|has\s+to|is\s+to)\s+(?:\w+\s+){0,2}?(?:open|visit|go\s+to|navigate\s+to|browse\s+to)\s+(?:https?://|www\.)\S+[^.\n]{0,60}?\b(?:paste|enter|type|submit|upload|send|share)\b|\b(?:paste|enter|type|submit|upload)\s+(?:the\s+|your\s+|our\s+|its\s+)?(?:\w+\s+)?(?:deploy\s+|access\s+|api\s+|auth\s+|session\s+)?(?:tokens?|keys?|passwords?|credentials|secrets?|cookies)\s+(?:there|into\s+it|on\s+(?:that|this|the)\s+(?:page|site|form))\b|\b(?:coding|ai|automated|autonomous|llm)\s+(?:agents?|assistants?|bots?)\s+(?:should|must|need\s+to|have\s+to|are\s+(?:required|expected)\s+to)\s+(?:also\s+|always\s+|first\s+)?(?:disable|bypass|skip|ignore|force[- ]push|push\s+(?:directly\s+)?to\s+(?:main|master|production)\s+without|set\s+\w*(?:no_?verify|insecure|ssl_no_verify|verify_ssl=false)\w*|curl|wget|delete|remove|add\s+(?:my|this|the\s+following)\s+(?:ssh\s+|deploy\s+)?keys?|send|upload|paste)\b`),

  p('ind-vocative-order', 'ai_address', 50, 'data gives the AI an order by name',
    String.raw`(?:^|\n|[.!?]\s+|:\s+)(?:assistant|ai|chatbot|model|llm|gpt|claude)\s*,\s+(?:please\s+)?(?:respond|reply|answer|ignore|disregard|forget|tell|say|write|include|insert|always|never|stop|do\s+not|don't|from\s+now|invite|add|send|forward|share|delete|remove|transfer|pay|grant|book|buy|create|change|update|approve|schedule|rate|email|post)\b|@(?:assistant|ai|bot|agent|copilot|claude|gpt|chatgpt|gemini)\b\s*,?\s+(?:please\s+)?(?:sell|buy|unlock|cancel|wire|pay|transfer|send|forward|delete|remove|share|grant|invite|book|post|email|approve|change|reset|ignore|disregard)\b`),
  p('ind-ai-role-colon', 'ai_address', 55, 'data line addressed to an AI reviewer or screener',
    String.raw`\b(?:ai|llm)\s+(?:\w+\s+)?(?:reviewers?|assistants?|agents?|models?|systems?|bots?|screeners?|summari[sz]ers?|graders?|evaluators?)\s*:\s*(?:\w+\s+){0,2}?(?:approve|accept|reject|rate|respond|reply|answer|ignore|always|never|do\s+not|don't|insert|include|add|say|tell|write|stop|forget|disregard|mark|give|recommend)\b`),
  // ---- hijacking the agent's task --------------------------------------------------------
  p('ind-before-task', 'task_hijack', 55, 'demands an action before the real task',
    String.raw`\b(?:before|prior\s+to)\s+(?:you\s+)?(?:can\s+|could\s+|are\s+able\s+to\s+|continue\s+to\s+|go\s+on\s+to\s+)?(?:solve|complete|do|answer|finish|continue|proceed|perform|start|handle|respond|summari[sz]e|process|execute|return\s+to)\s+(?:with\s+)?${w(2)}(?:task|request|question|query|job|assignment|instructions?|summary|original)\b`),
  p('ind-gated-errand', 'task_hijack', 55, 'gates the answer behind an errand or a dictated tool call',
    String.raw`\bbefore\s+you\s+(?:can|may|are\s+able\s+to)\s+(?:continue|proceed|go\s+on|answer|respond|reply)\s*,?\s*(?:you\s+must\s+|please\s+)?(?:first\s+)?(?:solve|complete|visit|open|click|send|call|run|execute|email|forward|tell|say|reply|transfer|delete)\b|\b(?:use|call|invoke|run|execute)\s+(?:the\s+)?(?:tool|function|api)\s+[\`'"]?[a-z_][\w.]*[\`'"]?\s+(?:with|using)\s+(?:the\s+)?(?:following\s+)?(?:arguments|parameters|params|args|inputs)\b`),
  // InjecAgent-style: data written as the user's own request for a consequential act on the user's assets
  p('ind-owner-errand', 'task_hijack', 45, "data asks, in the user's voice, for a consequential act on the user's assets",
    String.raw`\bplease\s+(?:\w+\s+){0,2}?(?:grant|give|transfer|wire|move|sell|delete|remove|erase|wipe|unlock|disarm|disable|turn\s+off|deactivate|change|reset|withdraw)\b[^.\n]{0,80}?\b(?:my|our)\s+(?:[\w-]+\s+){0,3}?(?:doors?|locks?|alarms?(?:\s+system)?|security|cameras?|repositor(?:y|ies)|files|folders?|holdings|stocks?|shares|bitcoin|crypto|funds|money|savings|checking|thermostat|contacts|records|dropbox|drive|home|house|garage|car|cards?)\b|\bgrant\s+(?:\w+\s+){0,2}?access\s+to\s+(?:my|a|the)\s+(?:friend|guest|colleague|associate)\b|\bplease\s+(?:change|reset|set|update)\s+(?:my|our)\s+(?:[\w-]+\s+){0,2}?password\s+to\b`),
  p('ind-task-gave', 'task_hijack', 60, 'refers to the task the user gave the model',
    String.raw`\b(?:task|instructions?|request|question|job)\s+(?:that\s+)?(?:i|the\s+user|your\s+user)\s+(?:gave|give|assigned|sent|asked)\s+(?:to\s+)?you\b`),
  p('ind-after-that', 'task_hijack', 60, 'lets the model resume only after complying',
    String.raw`\b(?:after|once)\s+you\s+(?:do|did|have\s+done|complete|completed|finish|finished|are\s+done\s+with)\s+(?:that|this|it|these|those|the\s+above)\s*,?\s+(?:you\s+)?(?:can|may|should|could)\s+${w(2)}(?:solve|continue|proceed|complete|return|resume|go\s+back|do|finish|answer)\b|\b(?:in\s+order\s+to|to|before\s+you\s+can)\s+(?:complete|finish|accomplish|proceed\s+with|continue(?:\s+with)?)\s+your\s+(?:current\s+|assigned\s+|original\s+|present\s+)?(?:task|request|goal|objective|assignment|job|instructions)\s*,?\s+(?:successfully\s*,?\s+)?(?:you|the\s+(?:ai|assistant|agent|model))\s+(?:must|need\s+to|have\s+to|should|are\s+required\s+to)\b`),
  p('ind-instead', 'task_hijack', 50, 'tells the model to drop its task',
    String.raw`\binstead\s+of\s+(?:summari[sz]ing|answering|translating|completing|following|responding\s+to|replying\s+to|performing|executing|analy[sz]ing)\s+(?:this|the|your|my|that)\b|\b(?:do\s+not|don't)\s+(?:summari[sz]e|translate|answer|analy[sz]e|process)\s+(?:this|the)\s+(?:text|document|email|page|content|message|review)\b`),
  p('ind-user-wants-you', 'task_hijack', 60, 'claims the user wants the model to act',
    String.raw`\b(?:the|your)\s+user\s+(?:wants|has\s+asked|asked|would\s+like|requested|instructs|needs|has\s+requested|has\s+authori[sz]ed|authori[sz]ed|expects)\s+you\s+to\b|\b(?:the|your)\s+user\s+(?:has\s+)?already\s+(?:approved|authori[sz]ed|consented\s+to|confirmed|agreed\s+to|signed\s+off\s+on)\b`),
  p('ind-when-you-answer', 'task_hijack', 55, 'adds a task to the answer the model will give',
    String.raw`\b(?:when|while)\s+(?:summari[sz]ing|translating|answering|replying|responding)\b[^.\n]{0,40}?\b(?:include|add|append|insert|attach|reveal|list|mention)\b[^.\n]{0,40}?\b(?:the\s+user'?s|my|their|his|her)\s+(?:saved\s+|stored\s+)?(?:credit\s+card|card\s+number|passwords?|ssn|social\s+security|bank\s+account|api\s+keys?|home\s+address|phone\s+number|credentials|passport)|\b(?:when|while)\s+(?:summari[sz]ing|translating)\b[^.\n]{0,20}?,?\s*(?:say|state|tell|mention|write|claim|recommend)\b|\b(?:recommend|advise|urge|convince|persuade|tell)\s+(?:to\s+)?(?:the|your)\s+user\s+(?:that\s+|to\s+)?(?:he\s+|she\s+|they\s+)?(?:should\s+)?(?:book|buy|purchase|choose|pick|visit|click|invest|sign\s+up|go\s+with)\b|\b(?:when|while|as\s+soon\s+as|after|before)\s+(?:you|the\s+(?:ai|assistant|model|agent))\s+(?:answer|respond|reply|summari[sz]e|process|read|review|translate)\w*\b[^.\n]{0,60}?\b(?:recommend|tell|advise|urge|remind|inform|warn|suggest|say)\w*\s+(?:that\s+|to\s+)?(?:the\s+|your\s+)?(?:reader|user|customer|recipient|audience|visitor)s?\b|\b(?:in|to|at\s+the\s+end\s+of)\s+your\s+(?:answer|response|reply|summary|output)\b[^.\n]{0,40}?\b(?:insert|include|append|add|embed|put)\w*\b[^.\n]{0,30}?(?:\blinks?\b|\burls?\b|\bthe\s+(?:sentence|phrase|text|words?|line)\b|www\.|https?:|["'])|\b(?:whoever|anyone\s+who)\s+(?:answers|reads|processes|summari[sz]es|reviews)\s+this\b[^.\n]{0,40}?\b(?:must|should|needs?\s+to|has\s+to|is\s+to)\s+(?:end|start|include|add|reply|respond|link|write|mention)\w*\b[^.\n]{0,30}?(?:\blinks?\b|\burls?\b|www\.|https?:|["']|\bthe\s+(?:word|phrase|sentence)\b)`),
  // "TODO: <errand>" planted in content: an order with an outside target or an agent's errand, not a person's to-do
  p('ind-todo-errand', 'action_marker', 55, 'a to-do line in data that orders an errand for the agent',
    String.raw`(?:^|\n|[.!?]\s+)\s*(?:todo|to-do)\s*:\s*(?:please\s+)?(?:send|transfer|wire|pay|forward|e-?mail|post|upload|share|invite|grant|delete|remove|make|book|create|change|update|reset|say|tell|get|retrieve|concatenate|visit|open|click|download)\b[^\n]{0,200}?(?:${TARGET}|\bpassword\s+(?:of\s+(?:the\s+)?user\s+)?to\b|\bsecurity\s+code\b|\btransactions?\s+to\b|\bfile\s+with\s+(?:the\s+)?id\b|\bwith\s+the\s+participant\b|\bshould\s+absolutely\b|\b(?:all|every)\s+(?:the\s+)?(?:user\s+)?(?:messages|e-?mails|files|contacts)\b)`),
  // the assistant's own answer reshaped from inside data (a person writing to a person says "your reply")
  p('ind-answer-hijack', 'task_hijack', 50, 'data reshapes or adds to the answer the model will give',
    String.raw`\b(?:translate|encode|encrypt|reverse|rewrite|convert|scramble)\s+${w(6)}your\s+(?:entire\s+|whole\s+|full\s+|final\s+)?(?:response|answer|reply|summary|output)\b|\b(?:write|format|compose|deliver|phrase|present)\s+your\s+(?:entire\s+|whole\s+)?(?:response|answer|summary|output)\s+(?:as|in\s+the\s+form\s+of)\s+(?:a|an)\s+(?:\w+\s+)?(?:poem|song|rap|haiku|limerick|sonnet|story|joke|riddle|pirate)\b|\b(?:end|begin|start|finish|conclude|close)\s+your\s+(?:response|answer|reply|summary|output)\s+(?:by|with)\s+(?:asking|telling|requesting|saying|recommending|a\s+(?:link|poem|joke|story|request|song))\b|\b(?:respond|reply|answer)\s+to\s+(?:every|all|each|any)\s+(?:of\s+the\s+)?(?:questions?|quer(?:y|ies)|requests?|messages?)\s+(?:with|by)\s+(?:only\b|just\b|the\s+(?:word|phrase|sentence|text|same)\b|saying\b|['"])|\bwhen\s+(?:you\s+)?(?:answer(?:ing)?|respond(?:ing)?\s+to|reply(?:ing)?\s+to|are\s+asked|asked)\s+(?:any\s+)?(?:questions?|queries|requests|anything)\s+(?:about|on|regarding)\s+(?:this|the)\s+(?:email|e-mail|document|text|page|file|message|content|data|table|article|website|site|review)\b|\b(?:write|add|include|append|insert|compose|tell)\s+${w(3)}(?:poem|song|story|haiku|limerick|joke|rap|riddle|recipe)\b[^.\n]{0,60}?\b(?:in|at\s+the\s+(?:end|start|beginning)\s+of|to|into)\s+your\s+(?:response|answer|reply|summary|output)\b|\b(?:in|to|at\s+the\s+end\s+of)\s+your\s+(?:response|answer|summary|output)\s*,?\s+(?:also\s+|please\s+)?(?:mention|say|state|claim|write|tell\s+(?:the\s+)?(?:user|reader)s?)\s+that\b|\b(?:add|include|insert|append|put)\s+(?:a\s+|the\s+)?(?:link|url|hyperlink)\s+(?:to\s+)?(?:https?://|www\.)\S+\s+${w(3)}(?:in|to|into)\s+your\s+(?:response|answer|summary|output|reply)\b|\binclude\s+(?:the\s+|this\s+)?(?:following\s+)?(?:sentence|phrase|text|line|words?|statement|message)\b[^\n]{0,160}?\bin\s+your\s+(?:response|answer|summary|output)\b|\bask(?:ing)?\s+the\s+(?:user|reader)\s+(?:for|to\s+(?:provide|enter|confirm|share|send|type))\s+(?:their|his|her|the|your)\s+(?:password|credentials|login|pin|security\s+code|credit\s+card|card\s+number|ssn|social\s+security|bank)|\b(?:whoever|anyone\s+who|any\s+(?:ai|assistant|model|bot|tool)\s+that)\s+(?:summari[sz]es|summari[sz]ing|processes|parses|analy[sz]es|answers\s+questions\s+about)\s+(?:this|it)\b|\bnote\s+(?:for|to)\s+(?:the\s+)?(?:summary|summari[sz]er|assistant|ai|model|bot)\s*:|\b(?:make\s+sure|ensure|be\s+sure)\s+(?:that\s+)?your\s+(?:answer|summary|output)\s+(?:\w+\s+){0,2}(?:mentions?|includes?|says?|states?|contains?|recommends?|ends?|starts?|begins?|is\s+written)\b|\byour\s+(?:answer|summary|output)\s+(?:must|should|has\s+to|needs\s+to|shall)\s+(?:\w+\s+){0,2}(?:mention|include|say|state|contain|recommend|end\s+with|start\s+with|begin\s+with|be\s+written)\b|\byour\s+(?:answer|response|summary|output|reply)\s+(?:must|should|has\s+to|needs\s+to|shall)\s+(?:\w+\s+){0,2}be\s+(?:written\s+)?(?:entirely\s+|only\s+)?in\s+(?:all\s+)?(?:caps|capitals|uppercase|upper\s+case|lowercase|french|spanish|german|italian|chinese|pig\s+latin|rhymes?|verse|emojis?|base64|reverse)\b|\b(?:always|never)\s+(?:end|start|begin|finish|close|sign)\s+your\s+(?:answer|response|summary|output)\s+(?:with|by)\s+(?:the\s+(?:words?|phrase|sentence|link|url)|['"]|a\s+link|https?://|www\.|saying|asking|telling|recommending|visit)|\b(?:convert|turn|rewrite|translate)\s+(?:the\s+)?(?:whole\s+thing|entire\s+(?:thing|text|summary)|everything)\s+(?:in)?to\s+(?:pig\s+latin|french|spanish|german|emojis?|base64|uppercase|a\s+(?:poem|song|rap|limerick))\b`),
  p('ind-system-message', 'task_hijack', 60, 'fake system message inside data',
    String.raw`(?:#{2,}|\[|\()\s*\(?\s*system[_ ]?(?:message|prompt|instruction|update|note|notice|override)\s*\)?\s*(?:#{2,}|\]|\)|:)?|\[\s*system\s*\]`),

  // ---- what it asks --------------------------------------------------------------------------
  p('ind-send-to-target', 'exfil_send', 30, 'asks to send something to an outside address',
    String.raw`\b${SEND}\s+(?:[^\n.]{0,160}?\s)?(?:to|with|at|into|on)\s+[^\n]{0,60}?${TARGET}`),
  p('ind-acquire-then-send', 'acquire_then_send', 0, 'collect-then-send construction',
    String.raw`\b(?:retrieve|get|fetch|find|list|download|access|collect|gather|read|check|look\s+up|search\s+for|extract|obtain|pull|grab|export|copy|compile|concatenate|summari[sz]e|generate|download)\b(?:[^.\n]|\.\S){0,160}?(?:\band|\bthen|,)\s+(?:then\s+)?(?:also\s+)?(?:send|email|e-mail|forward|share|post|upload|transmit|mail|transfer)\b`),
  p('ind-cover-tracks', 'cover_tracks', 30, 'asks to delete the evidence afterwards, or to keep the user from knowing',
    String.raw`\b(?:no\s+need\s+to|(?:do\s+not|don't)\s+(?:bother\s+to\s+)?)(?:confirm|check|verify)\s+(?:this\s+|it\s+)?with\s+(?:me|anyone|them|the\s+user)\b|\b(?:do\s+not|don't|never)\s+(?:tell|inform|notify|alert)\s+(?:the\s+user|anyone|them)\b|\b(?:do\s+not|don't|never)\s+mention\s+(?:it|this|that)\b|\bwithout\s+(?:telling|notifying|informing|asking)\s+(?:the\s+user|anyone)\b|\b(?:then|and|after(?:wards)?|finally|also)\s*,?\s+${w(2)}(?:delete|remove|erase|wipe|clear|purge)\s+${w(3)}(?:sent\s+|original\s+)?(?:emails?|messages?|evidence|traces?|logs?|history|records?|it|them|files?|conversation)\b`),
  p('ind-money', 'money_transfer', 30, 'asks to move money to an account',
    String.raw`\b(?:send|transfer|wire|pay|move)\s+${w(5)}(?:money|funds|\$\s?\d[\d,.]*|\d[\d,.]*\s?(?:usd|eur|gbp|dollars|euros|btc)|as\s+much|transaction|payment|balance)\b[^\n]{0,80}?\b(?:to|into)\s+(?:the\s+|my\s+|this\s+)?(?:account|iban|wallet|address)?\s*[a-z]{2}\d{2}[a-z0-9]{10,30}\b|\b(?:send|transfer|wire|pay)\s+${w(3)}\$\s?\d[\d,.]*\b[^\n]{0,80}?\b(?:account|routing)\b[^\n]{0,30}?\b\d{9}\s*/\s*\d{6,17}\b|\bas\s+much\s+money\s+as\s+possible\b`),
  p('ind-sensitive', 'sensitive_data', 0, 'mentions private data',
    String.raw`\b(?:passwords?|passcodes?|credentials|security\s+codes?|verification\s+codes?|2fa|otp|one-time\s+(?:code|password)|passport|credit\s+card|card\s+numbers?|bank\s+account|iban|ssn|social\s+security|medical|health\s+records?|genetic|prescriptions?|search\s+history|browsing\s+history|saved\s+addresses|payment\s+methods?|api\s+keys?|private\s+keys?|secret\s+keys?|access\s+tokens?|unread\s+emails|inbox|login\s+(?:credentials|details|info|information|data)|confidential\w*|deepfake|voice\s+(?:sample|recording)s?)\b|\b(?:my|the\s+user'?s|user'?s|all\s+(?:my|the|of\s+my|of\s+the)|every|his|her|their|patient|personal|private|sensitive|confidential|saved|stored)\s+${w(2)}(?:history|records?|details|information|info|data|accounts?|address(?:es)?|holdings|payees?|files?|folders?|documents?|messages?|emails?|contacts?|friends?|shipments?|logs?|profile|statements?|transactions?|location|photos?|recordings?|orders?)\b`),
  p('ind-action-marker', 'action_marker', 30, 'urgent instruction marker',
    String.raw`\b(?:important|attention|urgent|warning|notice|alert|critical)\s*(?:!{2,}|\s*\*{2,})|\b(?:todo|action\s+required)\s*:\s*(?:ignore|disregard|send|email|forward|transfer|wire|delete|remove|visit|click|open|navigate|post|upload|share|invite|say|tell|respond|reply|print|output)\b`),
  p('ind-visit-link', 'visit_link', 15, 'asks to open a link',
    String.raw`\b(?:visit|open|go\s+to|navigate\s+to|browse\s+to|load|fetch|click)\s+(?:the\s+)?(?:link|url|website|web\s+page|page|site)?\s*(?:at\s+)?(?:https?://|www\.)\S+`),
  p('ind-response-tamper', 'response_tamper', 30, 'dictates what the model says to the user',
    String.raw`\b(?:say|tell\s+(?:the\s+user|them|him|her)|inform\s+the\s+user|reply|respond|answer|include|add|insert|append|mention|write|output)\s+[^\n]{0,80}?\b(?:in|to|at\s+the\s+(?:end|start|beginning)\s+of)\s+your\s+(?:response|answer|summary|output|reply)\b|\b(?:say|tell\s+the\s+user|recommend)\s+that\s+(?:i|the\s+user|you|they)\s+should\s+(?:absolutely|definitely|really|immediately|urgently)\b|\b(?:say|state|claim|tell\s+(?:the\s+)?(?:user|reader|customer)s?)\s+(?:that\s+)?(?:this|it|we|our)\s+(?:\w+\s+)?(?:is|are|has|have|was)\s+(?:the\s+)?(?:best|top|only|number\s+one|#1|cheapest|safest|a\s+5[- ]star|5[- ]star|five[- ]star|no\s+complaints)\b`),
  p('ind-account-takeover', 'account_takeover', 40, 'asks to change credentials or access',
    String.raw`\b(?:change|reset|update|set)\s+(?:the\s+|my\s+|their\s+|user'?s?\s+)?${w(1)}(?:password|passcode|pin|2fa|recovery\s+email|email\s+address)\s+(?:of\s+the\s+user\s+)?to\b|\b(?:add|invite|grant)\s+${w(3)}(?:admin|owner|full)\s+(?:access|rights|privileges|role)\b|\badd\s+${w(3)}(?:ssh|gpg|deploy|public)\s+keys?\b[^.\n]{0,100}\b(?:write|admin|push|owner|root)\s+(?:access|rights|permissions?)\b|\badd\s+(?:my|this|the\s+following)\s+(?:ssh|deploy|public)\s+key\b|\btransfer\s+(?:the\s+)?ownership\s+of\b[^.\n]{0,80}?\bto\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+`),
];
