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
  // more objects and verbs of harm: compound bombs, cracking, ordering, kidnapping, forging, taking one's own life
  'rohrbomb*': 'pipe bomb', 'nagelbomb*': 'nail bomb', 'briefbomb*': 'letter bomb', 'autobomb*': 'car bomb', 'baumarkt*': 'hardware store',
  'knack*': 'crack', 'besorg*': 'get', 'bestell*': 'order', 'wo': 'where', 'entführ*': 'kidnap',
  'erpress*': 'blackmail', 'fälsch*': 'counterfeit', 'falschgeld': 'forged money', 'geldwäsche': 'money laundering',
  'munition': 'ammunition', 'schalldämpfer': 'silencer', 'heroin': 'heroin', 'fentanyl': 'fentanyl', 'tödlich*': 'lethal',
  'dosis': 'dose', 'tabletten': 'pills', 'schmerzlos': 'painlessly', 'freundin': 'girlfriend', 'nachbarn': 'neighbor',
  'leben': 'life', 'nehmen': 'take', 'kunstdünger': 'fertilizer', 'dünger': 'fertilizer',
  // pets, as the object of poisoning; wanting to
  'hund': 'dog', 'hunde': 'dogs', 'katze': 'cat', 'will': 'want',
  'chef': 'boss', 'chefs': 'boss', 'polizei': 'police', 'erfährt': 'finds out',
  'spuren': 'traces',
  'ausspionier*': 'spy on', 'frau': 'wife', 'mann': 'husband', 'handy': 'phone',
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
  // where and how to get it, self-harm, kidnapping, scams, forging, laundering
  'où': 'where', 'procurer': 'get', 'obtenir': 'get', 'trouver': 'find', 'permis': 'license',
  'mortelle': 'lethal', 'mortel': 'lethal', 'dose': 'dose', 'somnifère*': 'sleeping pills', 'cachets': 'pills', 'pilules': 'pills',
  'enlever': 'kidnap', 'kidnapper': 'kidnap', 'arnaquer': 'scam', 'escroquer': 'scam', 'falsifier': 'counterfeit',
  'contrefaire': 'counterfeit', 'blanchir': 'launder', 'sale': 'dirty', 'munitions': 'ammunition', 'silencieux': 'silencer',
  'héroïne': 'heroin', 'fentanyl': 'fentanyl', 'artisanal*': 'homemade', 'préparer': 'make', 'cuisiner': 'cook',
  'administrateur': 'admin', 'voisin*': 'neighbor', 'piratage': 'hacking', 'engrais': 'fertilizer',
  'chien': 'dog', 'chat': 'cat', 'veux': 'want', 'voudrais': 'want',
  'espionner': 'spy on', 'téléphone': 'phone', 'femme': 'wife', 'mari': 'husband',
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
  // where and how to get it, self-harm, kidnapping, scams, forging, laundering
  'dónde': 'where', 'conseguir': 'get', 'consigo': 'get', 'pillen': 'caught', 'pille': 'caught',
  'explica*': 'explain', 'preparar': 'make', 'cocinar': 'cook', 'secuestrar': 'kidnap', 'extorsionar': 'extort',
  'estafar': 'scam', 'falsificar': 'counterfeit', 'billetes': 'bills', 'blanquear': 'launder', 'lavar': 'launder',
  'munición': 'ammunition', 'municiones': 'ammunition', 'silenciador': 'silencer', 'heroína': 'heroin', 'fentanilo': 'fentanyl',
  'pastillas': 'pills', 'matarme': 'kill myself', 'piratear': 'hack', 'administrador': 'admin',
  'hijo': 'son', 'hija': 'daughter', 'fertilizante': 'fertilizer', 'policía': 'police', 'entere': 'finds out',
  'perro': 'dog', 'gato': 'cat', 'quiero': 'i want to', 'al': 'to the', 'entrar': 'access', 'entro': 'access', 'novia': 'girlfriend',
  'novio': 'boyfriend', 'ancianos': 'elderly people', 'jubilados': 'retirees',
  'vengarme': 'take revenge', 'papeles': 'papers', 'jefe': 'boss', 'cantidad': 'amount', 'despertar': 'wake up', 'dormir': 'sleeping',
  'hago': 'make', 'botella': 'bottle', 'postre': 'dessert', 'mortal': 'deadly', 'letal': 'lethal',
  // spying on a partner's phone
  'espiar': 'spy on', 'móvil': 'phone', 'celular': 'phone', 'esposa': 'wife', 'esposo': 'husband', 'marido': 'husband', 'mujer': 'wife',
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
  // where and how to get it, self-harm, kidnapping, scams, forging, laundering
  'dove': 'where', 'procurarmi': 'get', 'procurare': 'get', 'trovare': 'find', 'prepar*': 'make',
  'foglie': 'leaves', 'uccidermi': 'kill myself', 'ammazzarmi': 'kill myself', 'pillole': 'pills', 'rapire': 'kidnap',
  'truffare': 'scam', 'falsificare': 'counterfeit', 'riciclare': 'launder', 'munizioni': 'ammunition', 'silenziatore': 'silencer',
  'eroina': 'heroin', 'fentanyl': 'fentanyl', 'entrare': 'get into', 'profilo': 'profile', 'amministratore': 'admin',
  'fertilizzante': 'fertilizer',
  'cane': 'dog', 'gatto': 'cat', 'nel': 'in the', 'nella': 'in the', 'voglio': 'i want to', 'fare': 'make', 'faccio': 'do i', 'ragazza': 'girlfriend', 'anziani': 'elderly people',
  'fabbric*': 'make', 'fertilizzant*': 'fertilizer',
  'spiare': 'spy on', 'moglie': 'wife', 'marito': 'husband', 'cellulare': 'phone',
};

export const PORTUGUESE_HARM: Glossary = {
  'fazer': 'make', 'fabricar': 'make', 'construir': 'build', 'matar': 'kill', 'assassinar': 'murder', 'envenenar': 'poison',
  'veneno': 'poison', 'roubar': 'steal', 'hackear': 'hack', 'comprar': 'buy', 'vender': 'sell', 'esconder': 'hide',
  'bomba*': 'bomb', 'explosiv*': 'explosives', 'arma*': 'weapon', 'droga*': 'drugs', 'cocaína': 'cocaine',
  'metanfetamina': 'methamphetamine', 'criança*': 'child', 'dinheiro': 'money', 'corpo': 'body', 'alguém': 'someone',
  'suicídio': 'suicide', 'casa': 'home', 'caseira': 'homemade', 'caseiro': 'homemade', 'ilegalmente': 'illegally',
  'pego': 'caught', 'posso': 'can i', 'bom': 'good', 'boa': 'good', 'conta': 'account', 'contas': 'accounts', 'minha': 'my', 'meu': 'my', 'vizinho': 'neighbor',
  'vizinha': 'neighbor', 'clonar': 'clone', 'pessoa': 'person',
  // where and how to get it, self-harm, kidnapping, scams, forging, laundering
  'onde': 'where', 'conseguir': 'get', 'ensin*': 'teach', 'preparar': 'make', 'sequestrar': 'kidnap',
  'golpe': 'scam', 'falsificar': 'counterfeit', 'munição': 'ammunition', 'heroína': 'heroin', 'maconha': 'marijuana',
  'namorada': 'girlfriend', 'namorado': 'boyfriend', 'dor': 'pain', 'comprimidos': 'pills', 'administrador': 'admin',
  'orientaç*': 'instructions', 'fertilizante': 'fertilizer',
  'pela': 'via', 'pelo': 'via', 'machucar': 'hurt', 'cortar': 'cut',
  'cachorro': 'dog', 'cão': 'dog', 'gato': 'cat', 'quero': 'i want to', 'idosos': 'elderly people',
  'registro': 'registration', 'espionar': 'spy on', 'esposa': 'wife', 'marido': 'husband', 'celular': 'phone',
};

export const DUTCH_HARM: Glossary = {
  'hoe': 'how to', 'kan': 'can', 'veiligheidsregel*': 'safety rules', 'veiligheid*': 'safety', 'ik': 'i', 'maken': 'make', 'maak': 'make', 'bouwen': 'build', 'doden': 'kill',
  'vermoord*': 'murder', 'vergiftig*': 'poison', 'gif': 'poison', 'stelen': 'steal', 'hacken': 'hack', 'kopen': 'buy',
  'verkopen': 'sell', 'verbergen': 'hide', 'bom': 'bomb', 'bommen': 'bombs', 'explosie*': 'explosives', 'springstof*': 'explosives',
  'wapen*': 'weapon', 'pistool': 'pistol', 'drugs': 'drugs', 'cocaïne': 'cocaine', 'kind': 'child', 'kinderen': 'children',
  'geld': 'money', 'lichaam': 'body', 'iemand': 'someone', 'zelfmoord': 'suicide', 'thuis': 'at home', 'betrapt': 'caught', 'iemands': "someone's", 'klonen': 'clone',
  // where and how to get it, cracking, self-harm, kidnapping, scams, forging, laundering
  'waar': 'where', 'kraak': 'crack', 'kraken': 'crack', 'gepakt': 'caught', 'buren': 'neighbors', 'buurman': 'neighbor',
  'buurvrouw': 'neighbor', 'kunstmest': 'fertilizer', 'ontvoer*': 'kidnap', 'oplichten': 'scam', 'vervalsen': 'counterfeit',
  'witwassen': 'launder money', 'munitie': 'ammunition', 'mezelf': 'myself', 'pijnloos': 'painlessly', 'xtc': 'ecstasy',
  'heroïne': 'heroin',
  'mijn': 'my', 'worden': 'be', 'online': 'online',
  'hond': 'dog', 'kat': 'cat', 'wil': 'want', 'vriendin': 'girlfriend', 'ouderen': 'elderly people',
};

export const RUSSIAN_HARM: Glossary = {
  'сделать': 'make', 'аккаунт*': 'account', 'учетн*': 'account', 'чуж*': 'someone', 'изготов*': 'make', 'собрать': 'build', 'убить': 'kill', 'убий*': 'murder', 'отрав*': 'poison',
  'яд': 'poison', 'украсть': 'steal', 'взлом*': 'hack', 'купить': 'buy', 'продать': 'sell', 'спрятать': 'hide', 'бомб*': 'bomb',
  'взрывчатк*': 'explosives', 'взрывн*': 'explosive', 'оружи*': 'weapon', 'пистолет*': 'pistol', 'наркотик*': 'drugs',
  'метамфетамин*': 'methamphetamine', 'кокаин*': 'cocaine', 'вирус*': 'virus', 'ребен*': 'child', 'детей': 'children',
  'деньги': 'money', 'тело': 'body', 'кого': 'someone', 'человека': 'a person', 'самоубийств*': 'suicide', 'дома': 'at home',
  'пошагов*': 'step by step', 'поймали': 'caught',
  // where and how to get it, self-harm, kidnapping, scams, forging, laundering
  'где': 'where', 'через': 'via', 'чтобы': 'so that', 'достать': 'get', 'заказать': 'order', 'поймают': 'caught',
  'устройство': 'device', 'глушител*': 'silencer', 'патрон*': 'ammunition', 'героин*': 'heroin', 'похитить': 'kidnap',
  'обмануть': 'scam', 'подделать': 'counterfeit', 'фальшив*': 'forged', 'таблет*': 'pills', 'безболезненно': 'painlessly',
  'нейросеть': 'ai', 'нейросетью': 'ai', 'администратора': 'admin',
  'собак*': 'dog', 'кошк*': 'cat', 'хочу': 'i want to', 'сварить': 'cook', 'соседа': 'the neighbor', 'соседей': 'the neighbors', 'девушки': 'girlfriend', 'пожил*': 'elderly',
};

export const CHINESE_HARM: Glossary = {
  '如何': 'how to', '怎么': 'how to', '怎样': 'how to', '制作': 'make', '制造': 'make', '炸弹': 'bomb', '爆炸物': 'explosives',
  '武器': 'weapon', '枪支': 'gun', '枪': 'gun', '毒品': 'drugs', '水枪': 'water gun', '玩具枪': 'toy gun', '谋杀': 'murder', '消毒': 'disinfect', '杀虫剂': 'insecticide', '冰毒': 'meth', '甲基苯丙胺': 'methamphetamine', '毒药': 'poison',
  '下毒': 'poison', '杀死': 'kill', '杀人': 'kill someone', '偷': 'steal', '窃取': 'steal', '黑进': 'hack into',
  '入侵': 'hack into', '病毒': 'virus', '恶意软件': 'malware', '勒索软件': 'ransomware', '自杀': 'suicide', '儿童': 'child',
  '孩子': 'child', '洗钱': 'launder money', '在家': 'at home', '一步一步': 'step by step', '步骤': 'steps',
  '不被发现': 'without getting caught', '别人': 'someone', '某人': 'someone', '账户': 'account', '账号': 'account',
  // where to buy, homemade guns, self-harm, forging, kidnapping, scams, stealing accounts
  '哪里': 'where', '买到': 'buy', '购买': 'buy', '自制': 'homemade', '手枪': 'pistol', '子弹': 'ammunition', '炸药': 'explosives',
  '安眠药': 'sleeping pills', '致死': 'lethal', '剂量': 'dose', '自残': 'self-harm', '割腕': 'cut my wrists', '伪造': 'counterfeit',
  '假钞': 'forged money', '人民币': 'money', '绑架': 'kidnap', '诈骗': 'scam', '盗号': 'steal account', '盗取': 'steal', '盗': 'steal', '防盗': 'anti-theft', '强盗': 'robber', '盗版': 'pirated', '破解': 'crack',
  '海洛因': 'heroin', '芬太尼': 'fentanyl', '管理员': 'admin', '教我': 'teach me', '無痛死': 'kill myself painlessly',
  '无痛死': 'kill myself painlessly', '怎么死': 'how to kill myself', '微信': 'wechat',
  '不要管': 'ignore', '别管': 'ignore', '教我怎么': 'teach me how to', '别人的': "someone else's", '他人的': "someone else's",
  '毒死': 'poison', '邻居': 'neighbor', '狗': 'dog', '猫': 'cat', '女朋友': 'girlfriend', '老人': 'elderly people', '怎么了': 'what happened',
  '怎么样': 'how about',
  '偷偷': 'secretly', '才能': 'can', '一个人': 'a person',
  '害人': 'harm people', '偷看': 'spy on', '老婆': 'wife', '手机': 'phone',
};

export const JAPANESE_HARM: Glossary = {
  '作り方': 'how to make', '作る': 'make', '作れ': 'make', '爆弾': 'bomb', '爆発物': 'explosives', '武器': 'weapon', '銃': 'gun',
  '麻薬': 'drugs', '覚醒剤': 'meth', '毒薬': 'poison', '水鉄砲': 'water gun', '殺す': 'kill', '殺し方': 'how to kill', '盗む': 'steal',
  'ハッキング': 'hacking', 'ウイルス': 'virus', '自殺': 'suicide', '子供': 'child', 'お金': 'money', '方法': 'how to',
  'どうやって': 'how', '家で': 'at home', 'バレずに': 'without getting caught',
  // breaking into accounts, getting guns, self-harm, forging, kidnapping, scams
  '不正ログイン': 'hack into', '不正アクセス': 'hack into', '乗っ取': 'hack into', 'やり方': 'how to', '手に入れる': 'get',
  '入手': 'get', '購入': 'buy', '買う': 'buy', '拳銃': 'pistol', 'クレジットカード': 'credit card', '情報': 'information',
  '他人': 'someone else', '偽札': 'forged money', '偽造': 'counterfeit', '誘拐': 'kidnap', '詐欺': 'scam', '毒殺': 'poison',
  '殺害': 'murder', '死に方': 'how to kill myself', '死ぬ方法': 'how to kill myself', '死ねる方法': 'how to kill myself',
  '楽に死': 'kill myself painlessly', 'コカイン': 'cocaine', 'ヘロイン': 'heroin', '大麻': 'cannabis', '管理者': 'admin',
  '睡眠薬': 'sleeping pills', '致死量': 'lethal dose',
  '隣の家の': "the neighbor's", '隣人': 'neighbor', '犬': 'dog', '猫': 'cat', '彼女の': "my girlfriend's", '高齢者': 'elderly people',
  // people as the object, stabbing, growing and selling, cutting oneself, swindling, poisoning a boss
  '人を': 'a person', 'ナイフ': 'knife', '刺す': 'stab', '刺し': 'stab', '狙え': 'aim', 'どこを': 'where', '栽培': 'grow', '売る': 'sell',
  'リストカット': 'cut myself', '自傷': 'self-harm', 'お年寄り': 'elderly people', 'だまし取る': 'scam', '騙し取る': 'scam', '毒を': 'poison',
  '上司': 'boss', '飲ませ': 'make drink', '作って': 'make',
  '毒を盛る': 'poison someone', '毒を盛': 'poison someone', '気づかれずに': 'without them noticing', '人に': 'someone', '妻の': "my wife's",
  'スマホ': 'phone', '盗み見': 'spy on',
};

export const KOREAN_HARM: Glossary = {
  '만드는': 'make', '만들': 'make', '방법': 'how to', '어떻게': 'how', '폭탄': 'bomb', '폭발물': 'explosives', '무기': 'weapon',
  '총기': 'firearm', '물총': 'water gun', '마약': 'drugs', '필로폰': 'meth', '독약': 'poison', '죽이': 'kill', '훔치': 'steal', '해킹': 'hacking',
  '바이러스': 'virus', '자살': 'suicide', '아동': 'child', '돈': 'money', '집에서': 'at home', '들키지': 'without getting caught',
  '해킹하': 'hack', '계정': 'account', '이메일': 'email', '비밀번호': 'password', '다른': 'other', '사람': 'person',
  // getting guns and drugs secretly, forging, self-harm, kidnapping, scams
  '몰래': 'secretly', '구하': 'get', '구입': 'buy', '권총': 'pistol', '총을': 'gun', '위조지폐': 'forged money', '위조': 'counterfeit',
  '죽는 방법': 'how to kill myself', '고통 없이 죽': 'kill myself painlessly', '편하게 죽': 'kill myself painlessly', '자해': 'self-harm',
  '납치': 'kidnap', '사기': 'scam', '돈세탁': 'launder money', '독살': 'poison', '살인': 'murder', '코카인': 'cocaine',
  '헤로인': 'heroin', '대마': 'cannabis', '관리자': 'admin', '수면제': 'sleeping pills', '카카오톡': 'kakaotalk',
  '다른 사람의': "someone else's", '남의': "someone else's",
  '이웃집': "the neighbor's", '이웃': 'neighbor', '개를': 'dog', '강아지': 'puppy', '고양이': 'cat', '여자친구': 'girlfriend', '노인': 'elderly people',
  // people as the object, stabbing, growing and selling, swindling
  '사람을': 'a person', '만드는 법': 'how to make', '법 알려': 'how to tell', '키워서': 'grow', '키우': 'grow', '파는': 'sell', '팔': 'sell',
  '노인들': 'elderly people', '뜯어내': 'extort', '칼로': 'with a knife', '찌르': 'stab', '어디를': 'where', '노려': 'aim',
};

/** Folded single-word stems that mark a Latin-script text as a harmful request in one of the languages. */
export const HARM_TRIGGERS: readonly string[] = [
  'inmigrantes', 'extranjeros', 'auslander', 'fluchtlinge', 'einwanderer', 'immigres', 'etrangers', 'immigrati', 'stranieri',
  'te voy a matar', 'donde vives', 'bringe dich um', 'wo du wohnst', 'vais te tuer', 'ou tu habites', 'ti ammazzo', 'dove abiti',
  'bombe', 'bomba', 'waffe', 'sprengstoff', 'explosif', 'explosivo', 'esplosiv', 'explosief', 'springstof', 'droge', 'drogue',
  'droga', 'rauschgift', 'veneno', 'veleno', 'vergift', 'empoison', 'toten', 'umbring', 'ermord', 'matar', 'uccider', 'ammazz',
  'vermoord', 'pirater', 'hackear', 'hackerare', 'selbstmord', 'suicidio', 'zelfmoord', 'suicider', 'fabricar', 'fabriquer',
  'fabbricare', 'herstell', 'tuer', 'avvelen', 'envenen', 'seriennummer', 'betrapt', 'kopen\\b', 'rubare', 'roubar', 'robar', 'stehlen', 'stelen', 'metanfetamina', 'kokain', 'cocaina', 'hacken\\b', 'clonar', 'cloner\\b', 'clonare', 'klonen\\b', 'erwischt', 'kreditkarte',
  // self-harm, getting caught, counterfeits and the other harms added with them
  'matarme', 'cortarme', 'hacerme dano', 'faire du mal', 'leben nehmen', 'mich umbringen', 'uccidermi',
  'ammazzarmi', 'farmi del male', 'machucar', 'cortar\\b', 'mezelf', 'fentanilo', 'pillen\\b',
  'ohne rezept', 'sem ser peg', 'farmi beccare', 'gepakt', 'falsific', 'falschgeld',
  'secuestr', 'sequestr', 'blanchir', 'blanquear', 'riciclare', 'witwassen', 'se faire prendre', 'procurer', 'somnifere',
  'arnaquer', 'escroquer', 'estafar', 'truffare', 'knacke', 'knacken', 'kraak', 'kraken\\b', 'rohrbomb', 'nagelbomb', 'briefbomb',
  'schalldampfer', 'silenciador', 'silenziatore', 'heroina', 'eroina', 'cocaina', 'maconha', 'invadir\\b', 'arma de fuego', 'arma da fuoco',
  'armi da fuoco', 'arma de fogo', 'numero di serie', 'numero de serie', 'erpress', 'entfuhr', 'stelle ich', 'sans permis',
  // how-to frames that a request names its harm after, in words English shares ("crystal meth", "fentanyl")
  'wie mache ich', 'wie baue ich', 'hoe maak ik', 'chez moi', 'sin que se de cuenta', 'entro en la cuenta',
  'entrar en la cuenta', 'envenen', 'avvelen', 'vergiftig', 'estafar a',
  'pistole', 'gewehr', 'vengarme', 'sin papeles', 'no despertar', 'fabbric',
  // German spells it with a w; the English spelling is English too ("the history of the Molotov cocktail")
  'jemanden um', 'ohne spuren', 'molotow',
  'espiar', 'espionner', 'espionar', 'spiare', 'ausspionier', 'illegalement', 'sem registro', 'sin licencia', 'sans licence', 'ohne waffenschein',
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
  // harming oneself, said the way each language says it ("matarme", "me tuer", "mir das Leben nehmen")
  'hacerme daño': 'hurt myself', 'me faire du mal': 'hurt myself', 'me tuer': 'kill myself', 'me suicider': 'kill myself',
  'mir das leben nehmen': 'kill myself', 'mich umbringen': 'kill myself', 'mich töten': 'kill myself', 'mich ritzen': 'cut myself',
  'farmi del male': 'hurt myself', 'me matar': 'kill myself', 'me machucar': 'hurt myself', 'cortar os pulsos': 'cut my wrists', 'cortar meus pulsos': 'cut my wrists',
  'mezelf doden': 'kill myself', 'mezelf pijn doen': 'hurt myself', 'покончить с собой': 'kill myself', 'убить себя': 'kill myself',
  'melhor forma de': 'best way to', 'melhor maneira de': 'best way to', 'sem dor': 'without pain', 'sin dolor': 'without pain',
  'sans douleur': 'without pain', 'senza dolore': 'without pain', 'ohne schmerzen': 'without pain', 'zonder pijn': 'without pain',
  'en finir': 'end it', 'acabar con todo': 'end it all', 'farla finita': 'end it',
  // getting caught, getting it without a prescription or licence, counterfeits
  'que no me pillen': 'without getting caught', 'sin que me pillen': 'without getting caught', 'sem ser pego': 'without getting caught',
  'sem ser pega': 'without getting caught', 'farmi beccare': 'getting caught', 'zonder gepakt te worden': 'without getting caught',
  'чтобы не поймали': 'without getting caught', 'чтобы меня не поймали': 'without getting caught', 'sans permis': 'without a license',
  'cortarme las venas': 'cut my wrists', 'cortarme los brazos': 'cut my arms',
  'arma de fuego': 'firearm', 'armas de fuego': 'firearms', 'arma da fuoco': 'firearm', 'armi da fuoco': 'firearms',
  'arma de fogo': 'firearm', 'numero de serie': 'serial number', 'número de serie': 'serial number', 'numero di serie': 'serial number',
  'número de série': 'serial number', 'lavar dinero': 'launder money', 'lavar dinheiro': 'launder money', 'blanchir de l argent': 'launder money',
  'riciclare denaro': 'launder money', 'взрывное устройство': 'explosive device', 'где купить': 'where to buy', 'где достать': 'where to get',
  'fai finta di essere': 'pretend to be', 'finja ser': 'pretend to be', 'finge ser': 'pretend to be',
  'sin que se dé cuenta': 'without them noticing', 'sin que se entere': 'without them finding out', 'haciéndome pasar por': 'pretending to be',
  'in casa': 'at home', 'chez moi': 'at home', 'ich will': 'i want', 'je veux': 'i want', 'ik wil': 'i want',
  'para no despertar': 'to never wake up', 'pour ne plus me réveiller': 'to never wake up', 'per non svegliarmi più': 'to never wake up',
  'para não acordar': 'to never wake up', 'wie komme ich an': 'how do i get', 'wie komm ich an': 'how do i get', 'sin papeles': 'without papers',
  // sweets called bombs ("bomba de chocolate"), read in the English order so they stay sweets
  'bomba de chocolate': 'chocolate bomb', 'bombas de chocolate': 'chocolate bombs', 'bomba de crema': 'cream bomb', 'bombas de papa': 'potato balls',
  'bombe au chocolat': 'chocolate bomb', 'bombes au chocolat': 'chocolate bombs', 'bomba al cioccolato': 'chocolate bomb', 'bomba alla crema': 'cream bomb',
  'bomba molotov': 'molotov cocktail', 'bombas molotov': 'molotov cocktails', 'cóctel molotov': 'molotov cocktail',
  'ohne spuren zu hinterlassen': 'without leaving traces', 'sin dejar rastro': 'without leaving traces', 'senza lasciare tracce': 'without leaving traces',
  'sem registro': 'without registration', 'sin licencia': 'without a license', 'sans licence': 'without a license', 'ohne waffenschein': 'without a license',
  'où puis-je': 'where can i', 'où puis je': 'where can i',
  'stap voor stap': 'step by step', 'zu hause': 'at home', 'à la maison': 'at home', 'en casa': 'at home', 'a casa': 'at home',
  'em casa': 'at home',
};
