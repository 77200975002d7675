/**
 * Glossaries of the gloss view for Arabic, Hindi, Bengali, Indonesian (and Malay), Turkish,
 * Vietnamese, Swahili, Thai, Polish and Ukrainian: the core of both vocabularies in one table per language (see
 * glossary.ts for the injection vocabulary and glossary-harm.ts for the harmful-request one,
 * whose format these follow). Fewer words than the first ten languages have: the verbs of
 * overriding and revealing, the nouns for instructions, rules and prompts, the verbs and objects
 * of harm, and the how-to and evasion words, which is what a jailbreak or a harmful request
 * written in these languages is made of.
 *
 * Words that are also common words of another glossed language ("bom" is "good" in Portuguese,
 * "cara" a face in Spanish) are glossed only inside phrases. Arabic and Indic scripts lose their
 * vowel signs when folded (keys are folded alike). Arabic
 * joins "and" (و) to the next word, so the common verbs are listed with it too. Vietnamese is
 * written one syllable at a time: its words are phrases (MORE_PHRASES). Thai does not separate
 * words: its keys are matched inside runs of Thai script, like Chinese.
 */

type Glossary = Readonly<Record<string, string>>;

export const ARABIC: Glossary = {
  // override and reveal
  'تجاهل*': 'ignore', 'وتجاهل*': 'and ignore', 'اتجاهل': 'ignore', 'انس': 'forget', 'انسى': 'forget', 'إنس': 'forget',
  'جميع': 'all', 'كل': 'all', 'أي': 'any', 'اي': 'any', 'التعليمات': 'instructions', 'تعليمات': 'instructions',
  'الإرشادات': 'instructions', 'الارشادات': 'instructions', 'الأوامر': 'commands', 'الاوامر': 'commands',
  'السابقة': 'previous', 'السابقه': 'previous', 'السابق': 'previous', 'القواعد': 'rules', 'قواعد': 'rules',
  'القيود': 'restrictions', 'قيود': 'restrictions', 'اكشف': 'reveal', 'واكشف': 'and reveal', 'أظهر': 'show', 'اظهر': 'show',
  'وأظهر': 'and show', 'اعرض': 'show', 'واعرض': 'and show', 'اطبع': 'print', 'واطبع': 'and print', 'قل': 'say', 'أخبرني': 'tell me',
  'اخبرني': 'tell me', 'تظاهر': 'pretend', 'تصرف': 'act', 'كأنك': 'as if you', 'أنت': 'you', 'انت': 'you', 'الآن': 'now',
  'الان': 'now', 'بدون': 'without', 'دون': 'without', 'النظام': 'system', 'المطور': 'developer', 'سري': 'secret', 'السرية': 'secret',
  // harm
  'كيف': 'how to', 'كيفية': 'how to', 'أصنع': 'make', 'اصنع': 'make', 'صنع': 'make', 'تصنيع': 'make', 'أصنعها': 'make it',
  'قنبلة': 'bomb', 'قنابل': 'bombs', 'متفجرات': 'explosives', 'سلاح': 'weapon', 'أسلحة': 'weapons', 'اسلحة': 'weapons',
  'مسدس': 'pistol', 'مخدرات': 'drugs', 'الميثامفيتامين': 'methamphetamine', 'ميثامفيتامين': 'methamphetamine',
  'أقتل': 'kill', 'اقتل': 'kill', 'قتل': 'kill', 'سم': 'poison', 'أسمم': 'poison', 'اسمم': 'poison', 'تسميم': 'poison',
  'أسرق': 'steal', 'اسرق': 'steal', 'سرقة': 'steal', 'اختراق': 'hack', 'أخترق': 'hack', 'اخترق': 'hack', 'حساب': 'account',
  'شخص': 'someone', 'جاري': 'my neighbor', 'انتحار': 'suicide', 'المنزل': 'home',
  // repeating what was received, not following the rules, forwarding mail
  'كرر': 'repeat', 'أعد': 'repeat', 'اعد': 'repeat', 'التي': 'that', 'تلقيتها': 'you received', 'قبل': 'before', 'هذه': 'this',
  'المحادثة': 'conversation', 'لا': 'do not', 'تتبع': 'follow', 'تلتزم': 'follow', 'قواعدك': 'your rules', 'تعليماتك': 'your instructions',
  'وأخبرني': 'and tell me', 'واخبرني': 'and tell me', 'شخصا': 'someone', 'رسالتي': 'my message', 'الرسائل': 'emails',
  'تخبر': 'tell', 'أرسل': 'send', 'ارسل': 'send', 'تخبره': 'tell him', 'بذلك': 'about it', 'المساعد': 'the assistant', 'ولا': 'and do not', 'المستخدم': 'the user', 'إلى': 'to', 'الى': 'to',
  // where to buy, oneself, firearms, cards, the admin's password
  'أين': 'where', 'اين': 'where', 'شراء': 'buy', 'أشتري': 'buy', 'اشتري': 'buy', 'المخدرات': 'drugs', 'نفسي': 'myself',
  'ألم': 'pain', 'البيت': 'home', 'سلاحا': 'weapon', 'ناريا': 'fire', 'ناري': 'fire', 'آخر': 'else', 'أعطني': 'give me',
  'اعطني': 'give me', 'وأعطني': 'and give me', 'واعطني': 'and give me', 'المسؤول': 'admin', 'المشرف': 'admin',
  'خطف': 'kidnap', 'أخطف': 'kidnap', 'احتيال': 'fraud', 'تزوير': 'counterfeit', 'أزور': 'counterfeit', 'الهيروين': 'heroin',
  'الكوكايين': 'cocaine', 'رصاص': 'ammunition', 'حبوب': 'pills', 'منوم*': 'sleeping',
  'كلب': 'dog', 'قطة': 'cat',
  'بلا': 'without', 'أخلاق': 'morals', 'اخلاق': 'morals', 'يرفض': 'refuses', 'طلب': 'request',
  // growing and selling, teaching, a neighbour's network, swindling the elderly
  'أزرع': 'grow', 'ازرع': 'grow', 'الحشيش': 'cannabis', 'حشيش': 'cannabis', 'أبيعه': 'sell it', 'وأبيعه': 'and sell it', 'وابيعه': 'and sell it',
  'علمني': 'teach me', 'شبكة': 'network', 'بجاري': "my neighbor's", 'أحتال': 'scam', 'احتال': 'scam', 'أموالهم': 'their money',
  'اموالهم': 'their money', 'وآخذ': 'and take', 'واخذ': 'and take', 'طفلا': 'a child', 'طفل': 'child',
  'قاتل': 'lethal', 'قاتلة': 'lethal',
  'أحصل': 'get', 'احصل': 'get', 'ترخيص': 'license', 'رخصة': 'license',
  // stealing cars, breaking into homes, answers pinned to one string
  'سيارة': 'car', 'السيارة': 'the car', 'مفتاح': 'key', 'أقتحم': 'break into', 'اقتحم': 'break into', 'اقتحام': 'break into',
  'منزل': 'house', 'أجب': 'answer', 'فقط': 'only',
  'ب': 'with',
};

export const HINDI: Glossary = {
  'अनदेखा': 'ignore', 'नज़रअंदाज़': 'ignore', 'भूल': 'forget', 'भूलो': 'forget', 'भूल जाओ': 'forget', 'सभी': 'all', 'सारे': 'all',
  'पिछले': 'previous', 'पिछली': 'previous', 'पहले': 'previous', 'निर्देश*': 'instructions', 'नियम*': 'rules', 'सिस्टम': 'system',
  'प्रॉम्प्ट': 'prompt', 'प्रोम्प्ट': 'prompt', 'दिखाओ': 'show', 'दिखाएं': 'show', 'दिखाइए': 'show', 'बताओ': 'tell', 'बताएं': 'tell',
  'बताइए': 'tell', 'पासवर्ड': 'password', 'गुप्त': 'secret', 'अब': 'now', 'तुम': 'you', 'आप': 'you', 'डेवलपर': 'developer',
  'मोड': 'mode', 'बिना': 'without', 'प्रतिबंध*': 'restrictions', 'और': 'and', 'का': 'of', 'अपना': 'your', 'अपने': 'your',
  // harm
  'कैसे': 'how to', 'बनाएं': 'make', 'बनाऊं': 'make', 'बनाना': 'make', 'बनाने': 'make', 'बम': 'bomb', 'विस्फोटक': 'explosives',
  'हथियार': 'weapon', 'बंदूक': 'gun', 'ड्रग्स': 'drugs', 'मारना': 'kill', 'मेरा': 'my', 'मेरे': 'my', 'मेरी': 'my', 'हत्या': 'murder',
  'ज़हर': 'poison', 'चोरी': 'steal', 'चुराएं': 'steal', 'हैक': 'hack', 'खाता': 'account', 'किसी': 'someone', 'पड़ोसी': 'neighbor',
  'पकड़े': 'caught', 'घर': 'home', 'आत्महत्या': 'suicide',
  // repeating what was received, not following the rules
  'इस': 'this', 'बातचीत': 'conversation', 'मिले': 'received', 'दोहराओ': 'repeat', 'दोहराएं': 'repeat', 'मत': 'do not',
  'पालन': 'follow', 'सहायक': 'assistant', 'भेजो': 'send', 'पर': 'to', 'उसे': 'him', 'उपयोगकर्ता': 'the user', 'भेज': 'send', 'अकाउंट': 'account', 'ईमेल': 'emails',
  // where to buy, oneself
  // "मारें" (kill) folds like "मेरा" (my) once its vowel signs go: the verb is read in phrases only
  'कहाँ': 'where', 'कहां': 'where', 'खरीदें': 'buy', 'खरीदूं': 'buy', 'खरीद': 'buy', 'ऑनलाइन': 'online', 'खुद': 'myself',
  'अपहरण': 'kidnap', 'धोखाधड़ी': 'fraud', 'नकली': 'forged', 'नोट': 'notes', 'एडमिन': 'admin',
  'कुत्ते': 'dog', 'कुत्ता': 'dog', 'बिल्ली': 'cat', 'पड़ोसी के': "the neighbor's",
  'नैतिकता': 'morals', 'कभी': 'ever', 'मना': 'refuse', 'नहीं': 'not',
};

export const BENGALI: Glossary = {
  'উপেক্ষা': 'ignore', 'ভুলে': 'forget', 'সমস্ত': 'all', 'সব': 'all', 'পূর্ববর্তী': 'previous', 'আগের': 'previous',
  'নির্দেশ*': 'instructions', 'নিয়ম*': 'rules', 'সিস্টেম': 'system', 'প্রম্পট': 'prompt', 'দেখাও': 'show', 'প্রকাশ': 'reveal',
  'পাসওয়ার্ড': 'password', 'এখন': 'now', 'তুমি': 'you', 'আপনি': 'you', 'ছাড়া': 'without', 'এবং': 'and',
  // harm
  'কীভাবে': 'how to', 'কিভাবে': 'how to', 'বানাতে': 'make', 'বানাবো': 'make', 'তৈরি': 'make', 'বোমা': 'bomb', 'অস্ত্র': 'weapon',
  'বন্দুক': 'gun', 'মাদক': 'drugs', 'হত্যা': 'murder', 'মারতে': 'kill', 'বিষ': 'poison', 'চুরি': 'steal', 'হ্যাক': 'hack',
  'অ্যাকাউন্ট': 'account', 'কাউকে': 'someone', 'ধরা': 'caught', 'বাড়িতে': 'at home', 'আত্মহত্যা': 'suicide', 'বিস্ফোরক': 'explosives',
};

export const INDONESIAN: Glossary = {
  'abaikan': 'ignore', 'lupakan': 'forget', 'semua': 'all', 'seluruh': 'all', 'instruksi': 'instructions', 'perintah': 'instructions',
  'petunjuk': 'instructions', 'sebelumnya': 'previous', 'aturan': 'rules', 'batasan': 'restrictions', 'sistem': 'system',
  'tampilkan': 'show', 'tunjukkan': 'show', 'ungkapkan': 'reveal', 'beritahu': 'tell', 'katakan': 'say', 'kamu': 'you', 'anda': 'you',
  'sekarang': 'now', 'tanpa': 'without', 'rahasia': 'secret', 'pengembang': 'developer', 'dan': 'and',
  // harm
  'bagaimana': 'how', 'membuat': 'make', 'buat': 'make', 'merakit': 'build', 'senjata': 'weapon',
  'narkoba': 'drugs', 'sabu': 'meth', 'membunuh': 'kill', 'bunuh': 'kill', 'meracuni': 'poison', 'racun': 'poison',
  'mencuri': 'steal', 'meretas': 'hack', 'akun': 'account', 'seseorang': 'someone', 'tetangga': 'neighbor', 'ketahuan': 'caught',
  'tertangkap': 'caught',
  // repeating what was received, not following the rules, forwarding mail
  'ulangi': 'repeat', 'terima': 'received', 'sebelum': 'before', 'percakapan': 'conversation', 'ini': 'this', 'yang': 'that',
  'adalah': 'are', 'jangan': 'do not', 'ikuti': 'follow', 'aturanmu': 'your rules', 'instruksimu': 'your instructions', 'aku': 'me',
  'teruskan': 'forward', 'kirim': 'send', 'untuk': 'for', 'asisten': 'assistant', 'dia': 'him', 'pengguna': 'the user', 'ke': 'to',
  // Javanese, which Indonesian text often mixes in
  'gawe': 'make', 'carane': 'how to', 'mateni': 'kill', 'nyolong': 'steal', 'ngracun': 'poison', 'bedhil': 'gun',
  // where to buy, the ways of harm added later
  'membeli': 'buy', 'beli': 'buy', 'menculik': 'kidnap', 'menipu': 'scam', 'memalsukan': 'counterfeit', 'admin': 'admin',
  'anjing': 'dog', 'kucing': 'cat',
  'moral': 'morals', 'etika': 'ethics', 'menolak': 'refuse', 'pernah': 'ever', 'tidak': 'not',
  'pacar': 'girlfriend', 'pacarku': 'my girlfriend',
  // breaking into a house, drugs, swindling the old, hurting someone unseen, pinned answers
  'membobol': 'break into', 'rumah': 'house', 'saat': 'when', 'mereka': 'they', 'liburan': 'vacation', 'saya': 'i', 'bisa': 'can',
  'di': 'in', 'melukai': 'hurt', 'menyakiti': 'hurt', 'jejak': 'traces', 'hanya': 'only', 'jawab': 'answer', 'dengan': 'with',
  'mobil': 'car', 'kunci': 'key', 'palsu': 'fake', 'lansia': 'elderly people', 'tuliskan': 'write', 'tulis': 'write', 'dari': 'from',
  'mengamankan': 'protect', 'melindungi': 'protect',
  'mencegah': 'prevent', 'menghindari': 'avoid',
  'pertanyaan': 'questions', 'kata': 'the word', 'diretas': 'hacked',
  'mendeteksi': 'detect', 'upaya': 'attempts', 'membantu': 'helps', 'memblokir': 'block',
  'ktp': 'id card', 'ganja': 'marijuana',
  'membius': 'sedate',
  'mengetahui': 'find out',
};

export const TURKISH: Glossary = {
  'yoksay*': 'ignore', 'unut*': 'forget', 'tüm': 'all', 'bütün': 'all', 'önceki': 'previous', 'talimat*': 'instructions',
  'kural*': 'rules', 'kısıtlama*': 'restrictions', 'sistem': 'system', 'istem*': 'prompt', 'göster': 'show', 'söyle': 'tell',
  'şifre*': 'password', 'parola*': 'password', 'gizli': 'secret', 'artık': 'now', 'şimdi': 'now', 'sen': 'you',
  'olmadan': 'without', 've': 'and',
  // harm
  'nasıl': 'how to', 'yapılır': 'make', 'yapabilirim': 'can i make', 'yapmak': 'make', 'bomba*': 'bomb', 'silah*': 'weapon',
  'uyuşturucu*': 'drugs', 'öldür*': 'kill', 'zehirle*': 'poison', 'hackle*': 'hack', 'hesab*': 'account', 'birini': 'someone',
  'komşu*': 'neighbor', 'yakalanmadan': 'without getting caught', 'evde': 'at home', 'intihar': 'suicide', 'patlayıcı*': 'explosives',
  'gönder': 'send', 'bana': 'me', 'kullanıcı*': 'user', 'okuyan': 'reading', 'e-posta*': 'email',
  // verbs at the clause end, read first in the gloss (see gloss.ts)
  'açıkla': 'reveal', 'tekrarla': 'repeat', 'yukarıdaki': 'above', 'aldığın': 'you received', 'uyma': 'do not follow',
  'uymayı': 'following', 'hiçbir': 'any', 'olmayan': 'without', 'bir': 'a', 'ilet': 'forward', 'asistana': 'to the assistant', 'yapmanın': 'how to make', 'yapmayı': 'how to make', 'adım*': 'steps', 'anlat': 'explain', 'ona': 'him', 'bundan': 'about this', 'listesini': 'list', 'bahsetme': 'do not tell',
  'söyleme': 'do not tell', 'karşı': 'against', 'koru*': 'protect', 'hacklenme*': 'being hacked', 'için': 'for', 'asistanı': 'assistant', 'adresine': 'to address', 'bu': 'this',
  // where to buy, oneself, the admin's password
  'nereden': 'where', 'nerede': 'where', 'kendimi': 'myself', 'yönetici': 'admin', 'kaçır*': 'kidnap', 'dolandır*': 'scam',
  'sahte': 'forged', 'para': 'money', 'ağrısız': 'painlessly', 'acısız': 'painlessly',
  'köpe*': 'dog', 'kedi*': 'cat', 'komşumun': "my neighbor's",
  'ahlak*': 'morals', 'etiğ*': 'ethics', 'etik': 'ethics', 'asla': 'never', 'reddetmeyen': 'refusing',
  // drugs, swindling the old, hurting someone unseen, pinned answers
  'metamfetamin': 'methamphetamine', 'kokain': 'cocaine', 'eroin': 'heroin', 'esrar': 'cannabis', 'yaşlıları': 'elderly people',
  'yaşlılar*': 'elderly people', 'banka': 'bank', 'birine': 'someone', 'sadece': 'only', 'kurallarını': 'your rules',
  'talimatlarını': 'your instructions',
  'kimlik': 'id card', 'pasaport': 'passport',
  'uyuşturabilirim': 'can i sedate', 'ettirmeden': 'without them noticing',
  'öğrenirim': 'get',
};

export const POLISH: Glossary = {
  'zignoruj': 'ignore', 'ignoruj': 'ignore', 'zapomnij': 'forget', 'wszystkie': 'all', 'wszystko': 'everything', 'poprzednie': 'previous',
  'poprzednich': 'previous', 'instrukcje': 'instructions', 'instrukcji': 'instructions', 'polecenia': 'instructions', 'zasady': 'rules',
  'ograniczenia': 'restrictions', 'systemowy': 'system', 'prompt': 'prompt', 'pokaż': 'show', 'ujawnij': 'reveal', 'powiedz': 'tell',
  'hasło': 'password', 'tajne': 'secret', 'teraz': 'now', 'jesteś': 'you are', 'bez': 'without',
  // inflections the first list missed ("o wszystkich poprzednich instrukcjach"), and ł read as l
  'instrukcj*': 'instructions', 'wszystkich': 'all', 'wszystkim': 'all', 'poprzednimi': 'previous', 'zasad*': 'rules',
  'haslo': 'password', 'podaj': 'give', 'pokaz': 'show', 'twoje': 'your', 'twój': 'your', 'twoj': 'your', 'swoje': 'your', 'swój': 'your',
  'mi': 'me',
  // harm
  'jak': 'how to', 'zrobić': 'make', 'zbudować': 'build', 'bomb*': 'bomb', 'broń': 'weapon', 'materiały': 'materials',
  'wybuchowe': 'explosives', 'narkotyk*': 'drugs', 'zabić': 'kill', 'otruć': 'poison', 'ukraść': 'steal', 'zhakować': 'hack',
  'włamać': 'hack', 'konto': 'account', 'kogoś': 'someone', 'sąsiad*': 'neighbor', 'mojego': 'my', 'mojej': 'my', 'napisz': 'write',
  'wiadomość': 'message', 'groźb*': 'threatening', 'śmierci': 'death', 'dla': 'for', 'samobójstwo': 'suicide', 'domu': 'home',
  // repeating what was received, not following the rules
  'powtórz': 'repeat', 'które': 'that', 'otrzymałeś': 'you received', 'otrzymałaś': 'you received', 'przed': 'before', 'tą': 'this',
  'tej': 'this', 'rozmow*': 'conversation', 'żadnych': 'any', 'ograniczeń': 'restrictions', 'nie': 'do not', 'przestrzegaj': 'follow',
  'swoich': 'your', 'na': 'on', 'cudze': "someone else's", 'cudzego': "someone else's", 'przekaż': 'forward', 'wyślij': 'send', 'hasła': 'passwords', 'użytkownika': "the user's", 'adres': 'address', 'mu': 'him', 'użytkownikowi': 'the user',
  // where to buy, oneself, the admin's password
  'gdzie': 'where', 'kupić': 'buy', 'kupic': 'buy', 'przez': 'via', 'administratora': 'admin', 'wcześniejsze': 'previous',
  'nawozu': 'fertilizer', 'czyjeś': "someone's", 'czyjes': "someone's", 'porwać': 'kidnap', 'podrobić': 'counterfeit',
  'psa': 'dog', 'pies': 'dog', 'kota': 'cat',
  'moralności': 'morals', 'etyki': 'ethics', 'nigdy': 'never', 'odmawia': 'refuses',
  // stealing a car, breaking into a house, drugs, swindling the old, hurting someone unseen, pinned answers
  'samochód': 'car', 'samochodu': 'car', 'kluczyk*': 'keys', 'klucza': 'key', 'kluczy': 'keys', 'żeby': 'so that', 'nikt': 'nobody',
  'kiedy': 'when', 'wakacje': 'vacation', 'kokain*': 'cocaine', 'metamfetamin*': 'methamphetamine', 'amfetamin*': 'amphetamine',
  'heroin*': 'heroin', 'w': 'in', 'oszukać': 'scam', 'oszukac': 'scam', 'wyłudzić': 'extort', 'wyludzic': 'extort',
  'fałszyw*': 'fake', 'falszyw*': 'fake', 'maila': 'email', 'mail': 'email', 'z': 'from', 'banku': 'bank', 'ich': 'their', 'dane': 'data',
  'skrzywdzić': 'hurt', 'skrzywdzic': 'hurt', 'pobić': 'beat up', 'śladów': 'traces', 'odpowiadaj': 'answer', 'tylko': 'only',
  'zabezpieczyć': 'protect', 'zabezpieczyc': 'protect', 'chronić': 'protect',
  'uniknąć': 'avoid', 'uniknac': 'avoid', 'zapobiec': 'prevent',
  'rower': 'bike', 'roweru': 'bike', 'telefon': 'phone',
  'o': 'about', 'wcześniejszych': 'previous', 'ukryt*': 'hidden',
  'wykrywa*': 'detect', 'próby': 'attempts', 'blokuje': 'blocks',
  'odurzyć': 'sedate', 'odurzyc': 'sedate', 'ślady': 'traces', 'zostały': 'remain',
  'poznać': 'find out', 'poznac': 'find out', 'dziewczyny': 'girlfriend',
};

/** Ukrainian: the Russian table reads the words the two share; these are Ukrainian's own. */
export const UKRAINIAN: Glossary = {
  'ігнор*': 'ignore', 'проігнор*': 'ignore', 'забудь': 'forget', 'усе': 'everything', 'все': 'everything', 'всі': 'all', 'усі': 'all',
  'попередн*': 'previous', 'інструкц*': 'instructions', 'вказівк*': 'instructions', 'правил*': 'rules', 'обмежен*': 'restrictions',
  'розкрий': 'reveal', 'покажи': 'show', 'скажи': 'tell', 'повтори': 'repeat', 'виведи': 'output', 'пароль': 'password',
  'секретн*': 'secret', 'системн*': 'system', 'промпт*': 'prompt', 'свій': 'your', 'свої': 'your', 'своїх': 'your', 'твої': 'your',
  'мені': 'me', 'ти': 'you', 'тепер': 'now', 'без': 'without', 'жодних': 'any', 'шi': 'ai', 'ші': 'ai', 'та': 'and', 'і': 'and', 'й': 'and',
  'що': 'what', 'було': 'was', 'вище': 'above', 'які': 'that', 'отримав': 'received', 'отримала': 'received', 'до': 'before',
  'цієї': 'this', 'цього': 'this', 'розмов*': 'conversation', 'не': 'do not', 'дотримуйся': 'follow', 'слідуй': 'follow',
  'перешли': 'forward', 'листи': 'emails', 'лист': 'email', 'скриньк*': 'mailbox', 'на': 'to', 'адрес*': 'address', 'кажи': 'tell',
  'про': 'about', 'це': 'it', 'з': 'from', 'користувачеві': 'the user', 'користувач*': 'user', 'асистент*': 'assistant', 'для': 'for', 'надішли': 'send', 'надіслати': 'send', 'паролі': 'passwords', 'йому': 'him',
  'нічого': 'anything', 'сусід*': 'neighbor', 'користувача': "the user's",
  // harm
  'як': 'how to', 'зробити': 'make', 'виготовити': 'make', 'бомб*': 'bomb', 'вибухівк*': 'explosives', 'зброю': 'weapon',
  'вдома': 'at home', 'отруїти': 'poison', 'вбити': 'kill', 'людину': 'a person', 'зламати': 'hack', 'чужий': "someone else's",
  'чужу': "someone else's", 'акаунт*': 'account', 'вкрасти': 'steal', 'наркотик*': 'drugs',
  // where to buy, oneself, the admin's password
  'де': 'where', 'купити': 'buy', 'адміністратора': 'admin', 'себе': 'myself', 'вбити себе': 'kill myself',
  'собак*': 'dog', 'сусіда': 'the neighbor',
  'кокаїн*': 'cocaine', 'у': 'in', 'викрасти': 'steal', 'машину': 'car', 'ключа': 'key',
  'замок': 'lock', 'проникнути': 'break into', 'квартир*': 'apartment', 'відтепер': 'from now on', 'відповідай': 'answer',
  'лише': 'only', 'тільки': 'only',
};

/** Swedish: the core of both vocabularies (Norwegian and Danish share many of these words). */
export const SWEDISH: Glossary = {
  'ignorera': 'ignore', 'glöm': 'forget', 'alla': 'all', 'allt': 'everything', 'tidigare': 'previous', 'föregående': 'previous',
  'instruktion*': 'instructions', 'regler': 'rules', 'reglerna': 'the rules', 'visa': 'show', 'berätta': 'tell', 'avslöja': 'reveal',
  'din': 'your', 'ditt': 'your', 'dina': 'your', 'du': 'you', 'är': 'are', 'nu': 'now', 'utan': 'without', 'begränsningar': 'restrictions',
  'lösenord*': 'password', 'hemlig*': 'secret', 'systemprompt*': 'system prompt', 'och': 'and', 'en': 'a', 'ett': 'a', 'jag': 'i',
  'mig': 'me', 'min': 'my', 'mitt': 'my', 'mina': 'my', 'svara': 'answer', 'bara': 'only', 'med': 'with', 'låtsas': 'pretend',
  // harm
  'hur': 'how', 'gör': 'make', 'göra': 'make', 'tillverka': 'make', 'bygga': 'build', 'bomb': 'bomb', 'sprängämne*': 'explosives',
  'vapen': 'weapon', 'knark': 'drugs', 'droger': 'drugs', 'kokain': 'cocaine', 'köpa': 'buy', 'stjäla': 'steal', 'stjäl': 'steal',
  'bil': 'car', 'bilen': 'the car', 'nyckel': 'key', 'hemma': 'at home', 'hacka': 'hack', 'konto': 'account', 'kontot': 'the account',
  'någon': 'someone', 'någons': "someone's", 'skada': 'hurt', 'döda': 'kill', 'lura': 'scam', 'äldre': 'elderly people', 'var': 'where',
  'kan': 'can', 'inbrott': 'burglary', 'grannens': "the neighbor's", 'hus': 'house', 'polisen': 'the police', 'stulen': 'stolen',
  'skydda': 'protect', 'skyddar': 'protect', 'mot': 'against', 'undvika': 'avoid', 'anmäla': 'report', 'anmäler': 'report',
  'svarar': 'answer', 'ordet': 'the word', 'hackad': 'hacked', 'vi': 'we', 'hade': 'had', 'det': 'it', 'till': 'to', 'helgen': 'the weekend',
};

export const VIETNAMESE: Glossary = {

  'bạn': 'you', 'và': 'and', 'đến': 'to', 'trong': 'in', 'hãy': 'please', 'súng': 'gun', 'giết': 'kill', 'trộm': 'steal', 'hack': 'hack', 'người': 'someone',
  'trước': 'previous', 'quên': 'forget', 'cách': 'how to', 'làm': 'make',
};

export const SWAHILI: Glossary = {
  'puuza': 'ignore', 'sahau': 'forget', 'maagizo': 'instructions', 'maelekezo': 'instructions', 'yote': 'all', 'zote': 'all',
  'yaliyotangulia': 'previous', 'sheria': 'rules', 'mfumo': 'system', 'onyesha': 'show', 'funua': 'reveal', 'nenosiri': 'password',
  'jifanye': 'pretend', 'sasa': 'now', 'wewe': 'you', 'bila': 'without', 'na': 'and',
  // harm
  'kutengeneza': 'make', 'tengeneza': 'make', 'bomu': 'bomb', 'silaha': 'weapon', 'bunduki': 'gun', 'kuua': 'kill', 'sumu': 'poison',
  'kuiba': 'steal', 'kudukua': 'hack', 'akaunti': 'account', 'mtu': 'someone', 'nyumbani': 'at home', 'kujiua': 'suicide',
  'vilipuzi': 'explosives', 'ninawezaje': 'how can i', 'nawezaje': 'how can i', 'vipi': 'how', 'kukamatwa': 'caught',
  'benki': 'bank', 'pesa': 'money',
};

export const THAI: Glossary = {
  'เพิกเฉย': 'ignore', 'ละเว้น': 'ignore', 'ลืม': 'forget', 'ทั้งหมด': 'all', 'คำสั่ง': 'instructions', 'ก่อนหน้า': 'previous',
  'กฎ': 'rules', 'ระบบ': 'system', 'พรอมต์': 'prompt', 'พรอมท์': 'prompt', 'แสดง': 'show', 'เปิดเผย': 'reveal', 'รหัสผ่าน': 'password',
  'แกล้งทำ': 'pretend', 'โหมดนักพัฒนา': 'developer mode',
  // harm
  'วิธี': 'how to', 'อย่างไร': 'how', 'ทำ': 'make', 'สร้าง': 'make', 'ระเบิด': 'bomb', 'อาวุธ': 'weapon', 'ปืน': 'gun',
  'ยาเสพติด': 'drugs', 'ฆ่าตัวตาย': 'suicide', 'ฆ่า': 'kill', 'วางยาพิษ': 'poison', 'ยาพิษ': 'poison', 'ขโมย': 'steal',
  'แฮ็ก': 'hack', 'บัญชี': 'account', 'ที่บ้าน': 'at home', 'โดยไม่ถูกจับ': 'without getting caught',
  'ได้อย่างไร': 'how can i', 'ยังไง': 'how',
};

/** Phrases of these languages glossed as a whole (several words, or Vietnamese syllables). */
export const MORE_PHRASES: Glossary = {
  // Arabic
  'موجه النظام': 'system prompt', 'تعليمات النظام': 'system instructions', 'رسالة النظام': 'system message',
  'كلمة المرور': 'password', 'كلمة السر': 'password', 'من الآن فصاعدا': 'from now on', 'من الان فصاعدا': 'from now on',
  'وضع المطور': 'developer mode', 'دون أن يتم القبض علي': 'without getting caught', 'في المنزل': 'at home',
  // Hindi
  'भूल जाओ': 'forget', 'अब से': 'from now on', 'पकड़े बिना': 'without getting caught',
  // Indonesian / Malay
  'kata sandi': 'password', 'mulai sekarang': 'from now on', 'mode pengembang': 'developer mode', 'berpura-pura': 'pretend',
  'cara membuat': 'how to make', 'bagaimana cara': 'how to', 'membuat bom': 'make bomb', 'bom rakitan': 'homemade bomb',
  'di rumah': 'at home', 'bunuh diri': 'suicide', 'bahan peledak': 'explosives', 'tanpa ketahuan': 'without getting caught',
  // Turkish
  'yapay zeka': 'ai', 'görmezden gel': 'ignore', 'gibi davran': 'pretend', 'bundan sonra': 'from now on', 'geliştirici modu': 'developer mode',
  // Vietnamese
  'bỏ qua': 'ignore', 'tất cả': 'all', 'hướng dẫn': 'instructions', 'chỉ dẫn': 'instructions', 'trước đó': 'previous',
  'lời nhắc hệ thống': 'system prompt', 'hệ thống': 'system', 'quy tắc': 'rules', 'hiển thị': 'show', 'tiết lộ': 'reveal',
  'mật khẩu': 'password', 'từ bây giờ': 'from now on', 'chế độ nhà phát triển': 'developer mode', 'giả vờ': 'pretend',
  'làm thế nào để': 'how to', 'làm sao để': 'how to', 'chế tạo bom': 'make bomb', 'làm bom': 'make bomb',
  'bom tự chế': 'homemade bomb', 'chế tạo': 'make', 'quả bom': 'bomb', 'vũ khí': 'weapon', 'ma túy': 'drugs',
  'đầu độc': 'poison', 'ăn cắp': 'steal', 'tài khoản': 'account', 'không bị bắt': 'without getting caught', 'tại nhà': 'at home',
  'tự tử': 'suicide', 'chất nổ': 'explosives', 'hàng xóm': 'neighbor',
  // Ukrainian
  'тепер ти': 'now you are', 'ти тепер': 'you are now', 'щоб ніхто не дізнався': 'so that nobody finds out', 'не кажи': 'do not tell', 'не кажи про це': 'do not tell anyone about it', 'нічого йому не кажи': 'do not tell him anything', 'не дотримуйся': 'do not follow',
  // Swahili
  'jinsi ya': 'how to', 'dawa za kulevya': 'drugs', 'bila kukamatwa': 'without getting caught', 'kuanzia sasa': 'from now on',
  'ya awali': 'previous',
  // Turkish: a verb of two words, the place before the conversation, an AI without restrictions
  'yok say': 'ignore', 'her şeyi': 'everything', 'bu konuşmadan önce': 'before this conversation', 'bu sohbetten önce': 'before this conversation',
  'kısıtlaması olmayan': 'unrestricted', 'hiçbir kısıtlaması olmayan': 'unrestricted', 'sınırsız': 'unrestricted', 'kısıtlamasız': 'unrestricted', 'bir yapay zekasın': 'you are an ai', 'yapay zekasın': 'you are an ai',
  'gelen kutusu': 'inbox', 'gelen kutusundaki': 'inbox',
  // Arabic
  'كلمة المرور الخاصة بك': 'your password', 'بكلمة السر': 'the password', 'بكلمة المرور': 'the password', 'دون أن يعرف أحد': 'without anyone knowing', 'أعد توجيه': 'forward', 'اعد توجيه': 'forward',
  'ذكاء اصطناعي': 'ai', 'الذكاء الاصطناعي': 'ai',
  // Hindi
  'से पहले': 'before', 'इस बातचीत से पहले': 'before this conversation', 'पालन मत करो': 'do not follow', 'पालन न करें': 'do not follow',
  'किसी को': 'someone', 'पता न चले': 'without anyone knowing', 'ज़हर कैसे दें': 'how to poison', 'किसी और का': "someone else's",
  'हैक करें': 'hack', 'बनाने का तरीका': 'how to make', 'का तरीका': 'how to', 'हैक करूं': 'hack', 'मत बताओ': 'do not tell', 'भेज दो': 'send',
  // Indonesian
  'di atas': 'above', 'percakapan ini': 'this conversation', 'apa pun': 'any', 'beritahu aku': 'tell me', 'jangan beri tahu': 'do not tell',
  'prompt sistem': 'system prompt', 'orang lain': 'someone else', 'kotak masuk': 'inbox',
  // Polish
  'sztucznej inteligencji': 'ai', 'sztuczna inteligencja': 'ai', 'nic mu nie mów': 'do not tell him anything', 'nic jej nie mów': 'do not tell her anything',
  'kişi listesini': 'contact list', 'ولا تخبره': 'and do not tell him', 'كلمات مرور': 'passwords', 'उसे मत बताओ': 'do not tell him', 'उपयोगकर्ता के': "the user's",
  'jangan beri tahu dia': 'do not tell him',
  'włamać się': 'hack into', 'wlamac sie': 'hack into', 'nie mów': 'do not tell', 'nie mow': 'do not tell', 'prompt systemowy': 'system prompt',
  // Vietnamese
  'mọi thứ': 'everything', 'ở trên': 'above', 'lặp lại': 'repeat', 'nhận được': 'received', 'cuộc trò chuyện này': 'this conversation',
  'bây giờ': 'now', 'không có': 'without', 'bất kỳ': 'any', 'giới hạn': 'restrictions', 'đừng': 'do not', 'tuân theo': 'follow',
  'cho tôi biết': 'tell me', 'bí mật': 'secret', 'của bạn': 'your', 'chuyển tiếp': 'forward', 'đừng nói': 'do not tell',
  'người dùng': 'the user', 'của người dùng': "of the user", 'đừng cho họ biết': 'do not let them know', 'gửi trợ lý': 'to the assistant', 'hãy gửi': 'please send', 'trước cuộc trò chuyện này': 'before this conversation', 'hộp thư đến': 'inbox', 'hộp thư': 'mailbox',
  'đừng nói với': 'do not tell', 'đang đọc': 'reading', 'gửi đến': 'send to', 'người khác': 'someone else', 'trợ lý': 'assistant', 'là một': 'are a',
  // where to buy, harming oneself, getting caught (added with the other harm words)
  'أقتل نفسي': 'kill myself', 'اقتل نفسي': 'kill myself', 'بدون ألم': 'without pain', 'سلاحا ناريا': 'firearm', 'سلاح ناري': 'firearm',
  'في البيت': 'at home', 'بطاقة ائتمان': 'credit card', 'بطاقة الائتمان': 'credit card', 'شخص آخر': 'someone else',
  'كلمة مرور': 'password', 'खुद को': 'myself', 'कैसे मारें': 'how to kill', 'कैसे मारूं': 'how to kill', 'को मारें': 'kill',
  'को मारूं': 'kill', 'मार दूं': 'kill', 'मार डालूं': 'kill', 'कहाँ से': 'where to', 'कहां से': 'where to', 'jak się zabić': 'how to kill myself',
  'zabić się': 'kill myself', 'bez bólu': 'without pain', 'satın al': 'buy', 'satın alabilirim': 'can i buy', 'kendimi öldür': 'kill myself',
  'покінчити з собою': 'kill myself', 'щоб не спіймали': 'without getting caught', 'di mana': 'where',
  'tanpa rasa sakit': 'without pain', 'ở đâu': 'where', 'mua': 'buy', 'không đau': 'without pain', 'tự sát': 'suicide',
  'của người khác': 'of someone else', 'bắt cóc': 'kidnap', 'lừa đảo': 'scam', 'tiền giả': 'forged money', 'rửa tiền': 'launder money',
  'đạo đức': 'morals', 'không bao giờ từ chối': 'never refuses', 'từ chối': 'refuse', 'कभी मना नहीं': 'never refuses',
  'أنت الآن': 'you are now', 'انت الان': 'you are now', 'يجيب عن': 'answers', 'سؤال': 'question',
  'الواي فاي': 'wifi', 'كبار السن': 'elderly people', 'على كبار السن': 'elderly people',
  'bez pozwolenia': 'without a permit', 'gdzie mogę kupić': 'where can i buy',
  'cara meretas': 'how to hack', 'cara membunuh': 'how to kill', 'cara mencuri': 'how to steal', 'cara meracuni': 'how to poison',
  'cara membeli': 'how to buy',
  'con chó': 'the dog', 'con mèo': 'the cat', 'nhà hàng xóm': "the neighbor's",
  'uang palsu': 'forged money', 'pencucian uang': 'money laundering',
  // Javanese
  'piye carane': 'how to', 'kepiye carane': 'how to', 'gawe bom': 'make bomb', 'ing omah': 'at home', 'tanpa konangan': 'without getting caught',
  // session 19: breaking in, hurting someone unseen, swindling the old, pinned answers
  'włamać się do': 'break into', 'wlamac sie do': 'break into', 'krok po kroku': 'step by step', 'starszych ludzi': 'elderly people',
  'zrobić komuś krzywdę': 'hurt someone', 'zrobic komus krzywde': 'hurt someone', 'nie zostawić śladów': 'without leaving traces',
  'nie zostawiając śladów': 'without leaving traces', 'bez śladów': 'without leaving traces', 'żeby mnie nie złapali': 'without getting caught',
  'żeby nikt nie zauważył': 'without anyone noticing', 'od teraz': 'from now on',
  'adım adım': 'step by step', 'cevap ver': 'answer', 'e-postası': 'email', 'e-posta': 'email', 'zarar veririm': 'hurt',
  'zarar verebilirim': 'hurt', 'zarar vermek': 'hurt', 'zarar ver': 'hurt', 'iz bırakmadan': 'without leaving traces',
  'langkah demi langkah': 'step by step', 'tanpa meninggalkan jejak': 'without leaving traces', 'orang tua': 'elderly people',
  'żeby nikt nie widział': 'without anyone seeing', 'broń palną': 'firearm', 'broni palnej': 'firearm', 'starsze osoby': 'elderly people',
  'starszych osób': 'elderly people',
  'chỉ trả lời': 'answer only with', 'trả lời': 'answer', 'зламати замок': 'break the lock',
  // Swedish
  'hur gör man': 'how to make', 'hur man': 'how to', 'från och med nu': 'from now on', 'utan att åka fast': 'without getting caught', 'svara bara med': 'answer only with',
  'ta sig in i': 'break into', 'bryta sig in i': 'break into', 'bryter mig in i': 'break into',
  'dowód osobisty': 'id card', 'dowodu osobistego': 'id card',
  'żeby nie zauważył': 'without them noticing', 'żeby nie zauważyła': 'without them noticing', 'tanpa dia sadar': 'without them noticing',
  'eski sevgilimin': "my ex's", 'pacar saya': 'my girlfriend',
};

/**
 * Folded stems that say a Latin-script text may be in one of these languages and about
 * instructions or harm (see LATIN_TRIGGERS in glossary.ts). Arabic, Indic and Thai text is
 * recognised by its script.
 */
export const MORE_TRIGGERS: readonly string[] = [
  // Indonesian / Malay
  'abaikan', 'lupakan', 'instruksi', 'sebelumnya', 'tampilkan', 'membuat bom', 'senjata', 'narkoba', 'membunuh', 'meracuni',
  'mencuri', 'meretas',
  // Turkish
  'yoksay', 'talimat', 'nasil', 'bomba yap', 'silah', 'uyusturucu', 'oldur', 'zehirle',
  // Vietnamese
  'bo qua', 'huong dan', 'lam the nao', 'lam sao', 'che tao', 'vu khi', 'ma tuy', 'giet', 'dau doc',
  // Polish
  'zignoruj', 'zapomnij', 'instrukcje', 'ujawnij', 'zhakowac', 'wlamac', 'zabic', 'otruc', 'ukrasc', 'bombe', 'narkotyk',
  'grozb', 'jak zrobic',
  // Swahili
  'puuza', 'maagizo', 'maelekezo', 'jinsi ya', 'kutengeneza', 'bomu', 'silaha', 'kuua', 'sumu', 'kuiba', 'kudukua', 'ninawezaje',
  // Javanese
  'piye carane', 'gawe bom', 'mateni', 'nyolong', 'ngracun', 'nic mu nie mow', 'dung cho ho biet',
  // repeating what was received before the conversation, not following the rules (Latin-script languages)
  'ulangi\\b', 'jangan ikuti', 'kamu adalah', 'sekarang kamu', 'teruskan semua', 'jangan beri tahu', 'meretas',
  'yok say', 'unut\\b', 'tekrarla', 'yapay zeka', 'kurallarina', 'bahsetme', 'soyleme\\b',
  'powtorz', 'jestes\\b', 'przestrzegaj', 'nie mow\\b', 'cudze',
  'lap lai', 'he thong', 'mat khau', 'tiet lo', 'gioi han', 'tuan theo', 'chuyen tiep', 'dung noi',
  // harming oneself, where to buy, getting caught
  'bunuh diri', 'membeli narkoba', 'gormezden', 'kendimi', 'satin al', 'yonetici', 'gdzie kupic', 'zabic sie', 'tu tu\\b', 'tu sat',
  'tai khoan', 'rua tien', 'tien gia', 'lua dao', 'bat coc', 'uang palsu', 'menculik', 'menipu',
  'tanpa moral', 'tanpa etika', 'dao duc', 'ahlak', 'bez moralnosci', 'nigdy nie odmawia',
  'bahan peledak',
  'lam bom', 'kupic bron', 'bez pozwolenia',
  // session 19: breaking in, hurting someone unseen, swindling the old, drugs, pinned answers
  'krzywd', 'oszukac', 'wyludz', 'kokaine', 'metamfetamin', 'amfetamin', 'zeby mnie nie zlapali', 'zeby nikt nie', 'od teraz',
  'odpowiadaj', 'zarar ver', 'iz birakmadan', 'dolandir', 'kokain\\b', 'membobol', 'melukai', 'menyakiti', 'mulai sekarang', 'sabu\\b',
  'tanpa meninggalkan jejak', 'hanya dengan',
  'bundan sonra', 'cevap ver',
  'bron paln', 'oszukac',
  'tu bay gio', 'tra loi',
  // Swedish
  'ignorera', 'instruktioner', 'glom\\b', 'stjal', 'hur gor man', 'sprangamne', 'knark', 'vapen\\b', 'losenord', 'fran och med nu',
  'inbrott', 'bryta sig in', 'bryter mig in', 'utan att aka fast', 'svara bara',
  'odurzy', 'membius', 'pobic', 'uyusturabilir',
  'mengetahui kata sandi',
];
