/**
 * The harmful-request vocabulary of the gloss view (see glossary.ts for the format): how-to
 * framing, the verbs of harm (kill, poison, steal, hack, make, build, buy...), their objects
 * (bombs, weapons, drugs, malware, children, money...) and the evasion words ("without getting
 * caught", "at home"), so content moderation can read harmful requests written in the
 * glossaries' languages through the same English gloss.
 */

type Glossary = Readonly<Record<string, string>>;

export const GERMAN_HARM: Glossary = {
  // statements about groups and threats to the reader
  'ausländer': 'foreigners', 'flüchtlinge': 'refugees', 'migranten': 'migrants', 'einwanderer': 'immigrants', 'sind': 'are',
  'verbrecher': 'criminals', 'kriminelle': 'criminals', 'parasiten': 'parasites', 'abgeschoben': 'deported', 'sollten': 'should', 'werden': 'be',
  'hassbrief*': 'hateful letter', 'hassnachricht*': 'hateful message', 'hasskommentar*': 'hateful comment', 'drohbrief*': 'threatening letter',
  'wie': 'how to', 'kann': 'can', 'meinen': 'my', 'meine': 'my', 'meinem': 'my', 'meiner': 'my', 'nachbar*': 'neighbor',
  'badebombe*': 'bath bomb', 'sicherheitsregel*': 'safety rules', 'schutzmaßnahme*': 'safeguards', 'erklär*': 'explain',
  'kurzschließ*': 'hotwire', 'auto': 'car', 'autos': 'cars', 'ich': 'i', 'mache': 'make', 'machen': 'make', 'herstell*': 'make', 'baue': 'build', 'bauen': 'build',
  'töte': 'kill', 'töten': 'kill', 'umbring*': 'kill', 'ermord*': 'murder', 'verletz*': 'hurt', 'vergift*': 'poison', 'gift': 'poison',
  'stehl*': 'steal', 'stiehl': 'steal', 'klau*': 'steal', 'hacke*': 'hack', 'kauf*': 'buy', 'verkauf*': 'sell', 'versteck*': 'hide',
  'bombe*': 'bomb', 'sprengstoff*': 'explosives', 'sprengsatz': 'explosive device', 'waffe*': 'weapon', 'pistole*': 'pistol',
  'gewehr*': 'rifle', 'droge*': 'drugs', 'rauschgift*': 'drugs', 'crystal': 'meth', 'kokain': 'cocaine', 'schadsoftware': 'malware',
  'kinder': 'children', 'kindern': 'children', 'geld': 'money', 'leiche': 'body', 'jemand*': 'someone', 'menschen': 'people',
  'erwischt': 'caught', 'wlan': 'wifi', 'meines': 'my', 'ohne': 'without', 'klon*': 'clone', 'kreditkarte*': 'credit card', 'seriennummer*': 'serial number', 'selbstmord': 'suicide', 'anleitung*': 'instructions', 'hause': 'home', 'zuhause': 'at home',
};

export const FRENCH_HARM: Glossary = {
  'immigrés': 'immigrants', 'immigres': 'immigrants', 'étrangers': 'foreigners', 'migrants': 'migrants', 'réfugiés': 'refugees', 'sont': 'are',
  'parasites': 'parasites', 'criminels': 'criminals', 'voleurs': 'thieves', 'expulsés': 'deported', 'devraient': 'should', 'être': 'be',
  'comment': 'how to', 'je': 'i', 'en': 'in', 'applique': 'apply', 'peux': 'can', 'puis': 'can', 'fabriqu*': 'make', 'faire': 'make', 'construire': 'build',
  'tuer': 'kill', 'assassiner': 'murder', 'blesser': 'hurt', 'empoisonn*': 'poison', 'poison': 'poison', 'voler': 'steal',
  'pirater': 'hack', 'acheter': 'buy', 'vendre': 'sell', 'cacher': 'hide', 'bombe*': 'bomb', 'explosif*': 'explosives',
  'arme*': 'weapon', 'pistolet*': 'pistol', 'fusil*': 'rifle', 'drogue*': 'drugs', 'cocaïne': 'cocaine',
  'méthamphétamine': 'methamphetamine', 'enfant*': 'child', 'argent': 'money', 'corps': 'body', 'suicide': 'suicide',
  'suicider': 'kill myself', 'maison': 'home', 'cloner': 'clone', 'illégalement': 'illegally', 'pris': 'caught',
};

export const SPANISH_HARM: Glossary = {
  'inmigrantes': 'immigrants', 'extranjeros': 'foreigners', 'refugiados': 'refugees', 'migrantes': 'migrants',
  'criminales': 'criminals', 'delincuentes': 'criminals', 'parásitos': 'parasites', 'ratas': 'rats', 'expulsados': 'deported',
  'deberían': 'should', 'ser': 'be', 'todos': 'all',
  'puedo': 'can i', 'hacer': 'make', 'fabricar': 'make', 'construir': 'build', 'matar': 'kill', 'asesinar': 'murder',
  'herir': 'hurt', 'envenenar': 'poison', 'veneno': 'poison', 'robar': 'steal', 'hackear': 'hack', 'comprar': 'buy',
  'vender': 'sell', 'esconder': 'hide', 'bomba*': 'bomb', 'explosivo*': 'explosives', 'arma*': 'weapon', 'pistola*': 'pistol',
  'droga*': 'drugs', 'cocaína': 'cocaine', 'metanfetamina': 'methamphetamine', 'niño*': 'child', 'niña*': 'child',
  'dinero': 'money', 'cuerpo': 'body', 'alguien': 'someone', 'suicidio': 'suicide', 'suicidarme': 'kill myself',
  'casa': 'home', 'casera': 'homemade', 'casero': 'homemade', 'ilegalmente': 'illegally', 'atrapen': 'caught',
  'cuenta': 'account', 'cuentas': 'accounts', 'vecino': 'neighbor', 'clonar': 'clone',
};

export const ITALIAN_HARM: Glossary = {
  'immigrati': 'immigrants', 'stranieri': 'foreigners', 'migranti': 'migrants', 'profughi': 'refugees', 'sono': 'are', 'tutti': 'all',
  'criminali': 'criminals', 'parassiti': 'parasites', 'ladri': 'thieves', 'espulsi': 'deported', 'dovrebbero': 'should',
  'posso': 'can i', 'fabbricare': 'make', 'costruire': 'build', 'uccidere': 'kill', 'ammazzare': 'kill', 'avvelenare': 'poison',
  'veleno': 'poison', 'rubare': 'steal', 'hackerare': 'hack', 'comprare': 'buy', 'vendere': 'sell', 'nascondere': 'hide',
  'bomba': 'bomb', 'bombe': 'bombs', 'esplosiv*': 'explosives', 'arma': 'weapon', 'armi': 'weapons', 'pistola': 'pistol',
  'droga': 'drugs', 'droghe': 'drugs', 'cocaina': 'cocaine', 'metanfetamina': 'methamphetamine', 'bambin*': 'child',
  'soldi': 'money', 'denaro': 'money', 'corpo': 'body', 'qualcuno': 'someone', 'suicidio': 'suicide', 'casa': 'home',
  'illegalmente': 'illegally', 'beccato': 'caught', 'scoperto': 'caught', 'mio': 'my', 'mia': 'my', 'vicino': 'neighbor',
  'vicina': 'neighbor', 'clonare': 'clone', 'essere': 'being', 'account': 'account', 'macchina': 'car', 'macchine': 'cars',
  'beccare': 'caught', 'beccata': 'caught', 'scoperta': 'caught',
};

export const PORTUGUESE_HARM: Glossary = {
  'fazer': 'make', 'fabricar': 'make', 'construir': 'build', 'matar': 'kill', 'assassinar': 'murder', 'envenenar': 'poison',
  'veneno': 'poison', 'roubar': 'steal', 'hackear': 'hack', 'comprar': 'buy', 'vender': 'sell', 'esconder': 'hide',
  'bomba*': 'bomb', 'explosiv*': 'explosives', 'arma*': 'weapon', 'droga*': 'drugs', 'cocaína': 'cocaine',
  'metanfetamina': 'methamphetamine', 'criança*': 'child', 'dinheiro': 'money', 'corpo': 'body', 'alguém': 'someone',
  'suicídio': 'suicide', 'casa': 'home', 'caseira': 'homemade', 'caseiro': 'homemade', 'ilegalmente': 'illegally',
  'pego': 'caught', 'posso': 'can i', 'bom': 'good', 'boa': 'good', 'conta': 'account', 'contas': 'accounts', 'minha': 'my', 'meu': 'my', 'vizinho': 'neighbor',
  'vizinha': 'neighbor', 'clonar': 'clone', 'pessoa': 'person',
};

export const DUTCH_HARM: Glossary = {
  'hoe': 'how to', 'kan': 'can', 'veiligheidsregel*': 'safety rules', 'veiligheid*': 'safety', 'ik': 'i', 'maken': 'make', 'maak': 'make', 'bouwen': 'build', 'doden': 'kill',
  'vermoord*': 'murder', 'vergiftig*': 'poison', 'gif': 'poison', 'stelen': 'steal', 'hacken': 'hack', 'kopen': 'buy',
  'verkopen': 'sell', 'verbergen': 'hide', 'bom': 'bomb', 'bommen': 'bombs', 'explosie*': 'explosives', 'springstof*': 'explosives',
  'wapen*': 'weapon', 'pistool': 'pistol', 'drugs': 'drugs', 'cocaïne': 'cocaine', 'kind': 'child', 'kinderen': 'children',
  'geld': 'money', 'lichaam': 'body', 'iemand': 'someone', 'zelfmoord': 'suicide', 'thuis': 'at home', 'betrapt': 'caught', 'iemands': "someone's", 'klonen': 'clone',
};

export const RUSSIAN_HARM: Glossary = {
  'сделать': 'make', 'аккаунт*': 'account', 'учетн*': 'account', 'чуж*': 'someone', 'изготов*': 'make', 'собрать': 'build', 'убить': 'kill', 'убий*': 'murder', 'отрав*': 'poison',
  'яд': 'poison', 'украсть': 'steal', 'взлом*': 'hack', 'купить': 'buy', 'продать': 'sell', 'спрятать': 'hide', 'бомб*': 'bomb',
  'взрывчатк*': 'explosives', 'взрывн*': 'explosive', 'оружи*': 'weapon', 'пистолет*': 'pistol', 'наркотик*': 'drugs',
  'метамфетамин*': 'methamphetamine', 'кокаин*': 'cocaine', 'вирус*': 'virus', 'ребен*': 'child', 'детей': 'children',
  'деньги': 'money', 'тело': 'body', 'кого': 'someone', 'человека': 'a person', 'самоубийств*': 'suicide', 'дома': 'at home',
  'пошагов*': 'step by step', 'поймали': 'caught',
};

export const CHINESE_HARM: Glossary = {
  '如何': 'how to', '怎么': 'how', '怎样': 'how', '制作': 'make', '制造': 'make', '炸弹': 'bomb', '爆炸物': 'explosives',
  '武器': 'weapon', '枪支': 'gun', '枪': 'gun', '毒品': 'drugs', '水枪': 'water gun', '玩具枪': 'toy gun', '谋杀': 'murder', '消毒': 'disinfect', '杀虫剂': 'insecticide', '冰毒': 'meth', '甲基苯丙胺': 'methamphetamine', '毒药': 'poison',
  '下毒': 'poison', '杀死': 'kill', '杀人': 'kill someone', '偷': 'steal', '窃取': 'steal', '黑进': 'hack into',
  '入侵': 'hack into', '病毒': 'virus', '恶意软件': 'malware', '勒索软件': 'ransomware', '自杀': 'suicide', '儿童': 'child',
  '孩子': 'child', '洗钱': 'launder money', '在家': 'at home', '一步一步': 'step by step', '步骤': 'steps',
  '不被发现': 'without getting caught', '别人': 'someone', '某人': 'someone', '账户': 'account', '账号': 'account',
};

export const JAPANESE_HARM: Glossary = {
  '作り方': 'how to make', '作る': 'make', '作れ': 'make', '爆弾': 'bomb', '爆発物': 'explosives', '武器': 'weapon', '銃': 'gun',
  '麻薬': 'drugs', '覚醒剤': 'meth', '毒薬': 'poison', '水鉄砲': 'water gun', '殺す': 'kill', '殺し方': 'how to kill', '盗む': 'steal',
  'ハッキング': 'hacking', 'ウイルス': 'virus', '自殺': 'suicide', '子供': 'child', 'お金': 'money', '方法': 'how to',
  'どうやって': 'how', '家で': 'at home', 'バレずに': 'without getting caught',
};

export const KOREAN_HARM: Glossary = {
  '만드는': 'make', '만들': 'make', '방법': 'how to', '어떻게': 'how', '폭탄': 'bomb', '폭발물': 'explosives', '무기': 'weapon',
  '총기': 'firearm', '물총': 'water gun', '마약': 'drugs', '필로폰': 'meth', '독약': 'poison', '죽이': 'kill', '훔치': 'steal', '해킹': 'hacking',
  '바이러스': 'virus', '자살': 'suicide', '아동': 'child', '돈': 'money', '집에서': 'at home', '들키지': 'without getting caught',
  '해킹하': 'hack', '계정': 'account', '이메일': 'email', '비밀번호': 'password', '다른': 'other', '사람': 'person',
};

/** Folded single-word stems that mark a Latin-script text as a harmful request in one of the languages. */
export const HARM_TRIGGERS: readonly string[] = [
  'inmigrantes', 'extranjeros', 'auslander', 'fluchtlinge', 'einwanderer', 'immigres', 'etrangers', 'immigrati', 'stranieri',
  'te voy a matar', 'donde vives', 'bringe dich um', 'wo du wohnst', 'vais te tuer', 'ou tu habites', 'ti ammazzo', 'dove abiti',
  'bombe', 'bomba', 'waffe', 'sprengstoff', 'explosif', 'explosivo', 'esplosiv', 'explosief', 'springstof', 'droge', 'drogue',
  'droga', 'rauschgift', 'veneno', 'veleno', 'vergift', 'empoison', 'toten', 'umbring', 'ermord', 'matar', 'uccider', 'ammazz',
  'vermoord', 'pirater', 'hackear', 'hackerare', 'selbstmord', 'suicidio', 'zelfmoord', 'suicider', 'fabricar', 'fabriquer',
  'fabbricare', 'herstell', 'tuer', 'avvelen', 'envenen', 'seriennummer', 'betrapt', 'kopen\\b', 'rubare', 'roubar', 'robar', 'stehlen', 'stelen', 'metanfetamina', 'kokain', 'cocaina', 'hacken\\b', 'clonar', 'cloner\\b', 'clonare', 'klonen\\b', 'erwischt', 'kreditkarte',
];

/** How-to phrases whose first word other phrasings use differently ("como" is "as" and "how"). */
export const HARM_PHRASES: Glossary = {
  // threats to the reader
  'te voy a matar': "i'm going to kill you", 'sé dónde vives': 'i know where you live', 'se donde vives': 'i know where you live',
  'ich bringe dich um': "i'll kill you", 'ich weiß, wo du wohnst': 'i know where you live', 'ich weiss, wo du wohnst': 'i know where you live', 'ich weiß wo du wohnst': 'i know where you live',
  'je vais te tuer': "i'm going to kill you", 'je sais où tu habites': 'i know where you live', 'ti ammazzo': "i'll kill you", 'so dove abiti': 'i know where you live',
  'deberían ser expulsados': 'should be deported', 'sollten abgeschoben werden': 'should be deported',
  '¿cómo': 'how to', 'arme à feu': 'firearm', 'armes à feu': 'firearms', 'bombe de bain': 'bath bomb', 'bombes de bain': 'bath bombs',
  'bomba de baño': 'bath bomb', 'bombas de baño': 'bath bombs', 'bomba da bagno': 'bath bomb', 'bomba de banho': 'bath bomb', 'cómo hacer': 'how to make', 'cómo puedo': 'how can i', 'cómo fabricar': 'how to make', 'cómo matar': 'how to kill',
  'como fazer': 'how to make', 'como posso': 'how can i', 'como fabricar': 'how to make', 'como matar': 'how to kill',
  'como hackear': 'how to hack', 'cartão de crédito': 'credit card', 'cartao de credito': 'credit card', 'outra pessoa': 'someone else', 'de outra pessoa': "someone else's", 'tarjeta de crédito': 'credit card', 'otra persona': 'someone else', 'carte de crédit': 'credit card', 'carta di credito': 'credit card', 'ohne erwischt zu werden': 'without getting caught', 'como roubar': 'how to steal', 'como envenenar': 'how to poison', 'como comprar': 'how to buy',
  'cómo hackear': 'how to hack', 'cómo robar': 'how to steal', 'cómo envenenar': 'how to poison', 'cómo comprar': 'how to buy',
  'come hackerare': 'how to hack', 'come rubare': 'how to steal', 'come avvelenare': 'how to poison', 'come comprare': 'how to buy',
  'senza farmi beccare': 'without getting caught', 'senza essere scoperto': 'without getting caught', 'senza essere scoperta': 'without getting caught', 'senza farsi beccare': 'without getting caught',
  'come fare': 'how to make', 'come posso': 'how can i', 'come si fa': 'how to make', 'come uccidere': 'how to kill',
  'как сделать': 'how to make', 'как изготовить': 'how to make', 'как убить': 'how to kill', 'как взломать': 'how to hack',
  'как отравить': 'how to poison', 'как украсть': 'how to steal', 'как купить': 'how to buy',
  'se faire prendre': 'getting caught', 'sans se faire prendre': 'without getting caught', 'que me atrapen': 'getting caught',
  'schritt für schritt': 'step by step', 'étape par étape': 'step by step', 'paso a paso': 'step by step', 'passo a passo': 'step by step',
  'stap voor stap': 'step by step', 'zu hause': 'at home', 'à la maison': 'at home', 'en casa': 'at home', 'a casa': 'at home',
  'em casa': 'at home',
};
