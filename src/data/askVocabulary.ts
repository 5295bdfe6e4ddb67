/**
 * Ask the Help Center (issue 31): how staff say things, mapped to how the Help
 * Center says them. When a question contains one of an entry's `says` words or
 * phrases, the engine (src/lib/ask/engine.ts) also looks for its `means` words,
 * at a lower weight than the question's own. Phrases are matched as whole
 * words after lower-casing, with apostrophes dropped ("doesn't" is "doesnt")
 * and hyphens read as spaces ("pre-roll" is "pre roll").
 *
 * To add a word: add an entry (or a phrase to an entry of the same meaning),
 * run `npx vitest run src/data/askVocabulary.test.ts src/lib/ask` and
 * `npm run bench:ask`; a word that helps one question can make another
 * answer worse or make an off-topic question look answerable.
 */

export type AskVocabularyKind = 'abbreviation' | 'synonym' | 'slang' | 'product' | 'partner';

export type AskVocabularyEntry = {
  kind: AskVocabularyKind;
  /** Words or phrases as staff type them. */
  says: readonly string[];
  /** What the Help Center calls it: searched for too, at a lower weight. */
  means: readonly string[];
};

const entry = (kind: AskVocabularyKind, says: readonly string[], means: readonly string[]): AskVocabularyEntry => ({kind, says, means});

export const ASK_VOCABULARY: readonly AskVocabularyEntry[] = [
  // Abbreviations staff use at the counter and in the back office.
  entry('abbreviation', ['oos', '86', '86d', '86ed'], ['sold out', 'out of stock']),
  entry('abbreviation', ['pos', 'till'], ['point of sale', 'register']),
  entry('abbreviation', ['csp'], ['content security policy']),
  entry('abbreviation', ['ada', 'a11y'], ['accessibility']),
  entry('abbreviation', ['aov'], ['average order value']),
  entry('abbreviation', ['coa', 'coas'], ['certificate of analysis', 'lab results']),
  entry('abbreviation', ['gtm'], ['google tag manager']),
  entry('abbreviation', ['wp'], ['wordpress']),
  entry('abbreviation', ['sms', 'txt', 'texts', 'texted'], ['sms', 'text']),
  entry('abbreviation', ['promo', 'promos', 'bogo'], ['promotion']),
  entry('abbreviation', ['mgr', 'gm'], ['manager']),
  entry('abbreviation', ['bt', 'bts'], ['budtender']),
  entry('abbreviation', ['acct'], ['account']),
  entry('abbreviation', ['cx', 'cust'], ['customer', 'shopper']),
  entry('abbreviation', ['recs', 'recos'], ['recommendations']),
  entry('abbreviation', ['thc', 'cbd', 'thc %'], ['potency']),
  entry('abbreviation', ['ccpa', 'cpra', 'gdpr'], ['privacy']),
  entry('abbreviation', ['dpa'], ['data processing agreement']),
  entry('abbreviation', ['csv', 'excel', 'spreadsheet'], ['export', 'csv']),
  // Everyday words for what the guides name otherwise.
  entry('synonym', ['hook up', 'hookup', 'link up', 'integrate', 'plug in', 'set up', 'setup'], ['connect']),
  entry('synonym', ['push', 'pushing', 'suggest', 'suggesting', 'offering'], ['recommend']),
  entry('synonym', ['bot', 'chatbot', 'assistant'], ['budbot']),
  entry('synonym', ['bubble', 'chat button', 'chat icon', 'chat bubble', 'chat bubbles', 'popup'], ['launcher']),
  entry('synonym', ['not showing', 'not show', 'doesnt show', 'not appearing', 'missing', 'disappeared'], ['appear', 'show up', 'missing']),
  entry('synonym', ['stock', 'inventory', 'qty', 'quantity'], ['stock', 'inventory']),
  entry('synonym', ['update', 'updating', 'refresh'], ['sync']),
  entry('synonym', ['deal', 'deals', 'coupon', 'coupons', 'discount', 'discounts', 'special', 'specials'], ['promotion', 'discount']),
  entry('synonym', ['price', 'prices', 'pricing', 'cost', 'costs', 'how much'], ['price']),
  entry('synonym', ['dont match', 'doesnt match', 'mismatch', 'wrong price'], ['different']),
  entry('synonym', ['employee', 'employees', 'coworker', 'new hire', 'staff member', 'team member'], ['teammate', 'team']),
  entry('synonym', ['quit', 'fired', 'let go', 'left the company'], ['leaves', 'remove']),
  entry('synonym', ['give access', 'add a user', 'add user', 'new user'], ['invite']),
  entry('synonym', ['declined', 'bounced', 'card failed'], ['payment fails']),
  entry('synonym', ['bill', 'bills', 'receipts'], ['invoice', 'billing']),
  entry('synonym', ['money back', 'refunds'], ['refund', 'guarantee']),
  entry('synonym', ['welcome message', 'hello message', 'first message'], ['greeting', 'template']),
  entry('synonym', ['wording', 'canned message', 'canned response', 'message text'], ['template']),
  entry('synonym', ['handoff', 'handoffs', 'hand off', 'live agent', 'real person', 'human', 'a person', 'talk to someone'], ['hand-off', 'staff']),
  entry('synonym', ['notify', 'notified', 'alert', 'alerts', 'ping', 'pinged'], ['notified', 'notification']),
  entry('slang', ['convo', 'convos'], ['conversation']),
  entry('synonym', ['chat history', 'chat logs', 'transcript', 'transcripts', 'old chat', 'past chat', 'chat log'], ['conversation', 'conversation logs']),
  entry('synonym', ['erase', 'wipe'], ['delete', 'deletion']),
  entry('synonym', ['under 21', 'underage', 'minor', 'minors', 'carding', 'id check'], ['age gate', '21']),
  entry('synonym', ['health', 'anxiety', 'pain', 'insomnia', 'cure', 'cures', 'treat', 'treats', 'medical stuff'], ['medical claims', 'medical']),
  entry('synonym', ['voice', 'vibe', 'personality', 'sound like', 'sounds like'], ['tone', 'brand tone']),
  entry('synonym', ['add on', 'addon', 'add ons', 'addons', 'pairing', 'pairings', 'cross sell'], ['upsell', 'pairing']),
  entry('synonym', ['flag', 'complain about'], ['report']),
  entry('synonym', ['bad', 'incorrect', 'inappropriate', 'weird', 'off'], ['wrong']),
  entry('synonym', ['weekly report', 'daily report', 'monthly report', 'email me'], ['schedule an export']),
  entry('synonym', ['download'], ['export']),
  entry('synonym', ['token', 'secret'], ['api key']),
  entry('synonym', ['adblock', 'adblocker', 'ublock', 'ad block'], ['ad blocker']),
  entry('synonym', ['test site', 'dev site', 'staging site', 'second site'], ['staging', 'domain']),
  entry('synonym', ['mobile', 'iphone', 'android', 'cell'], ['phone']),
  entry('synonym', ['voiceover', 'nvda', 'blind'], ['screen reader']),
  entry('synonym', ['hard to use', 'cant use', 'unusable', 'disabled', 'disability'], ['barrier', 'accessibility']),
  entry('synonym', ['lag', 'laggy', 'speed'], ['slow']),
  entry('synonym', ['go live', 'launch', 'launching', 'before launch'], ['go-live checklist']),
  entry('synonym', ['taxes'], ['tax']),
  entry('synonym', ['points', 'rewards', 'punch card'], ['loyalty']),
  entry('synonym', ['google reviews', 'yelp', 'reviews'], ['review']),
  entry('synonym', ['return policy', 'policies', 'pdf', 'pdfs', 'documents'], ['documents', 'knowledge agent']),
  entry('synonym', ['state rules', 'laws', 'law', 'regulations'], ['regulator', 'compliance']),
  entry('synonym', ['order ahead', 'pickup order', 'reserve'], ['reservation']),
  entry('synonym', ['duplicate', 'duplicates', 'doubled', 'double', '2'], ['twice', 'two']),
  entry('synonym', ['other store', 'other stores', 'wrong store', 'other location', 'second location'], ['wrong location']),
  entry('synonym', ['never answers', 'doesnt answer', 'no reply', 'not answering', 'not responding'], ['never reply']),
  entry('synonym', ['doesnt work', 'not working', 'broken', 'stopped working'], ['not work']),
  entry('synonym', ['rate limit', 'rate limits', 'throttled', 'too many requests'], ['rate limits', '429']),
  entry('synonym', ['turned on', 'turn on', 'enabled', 'activated', 'switched on'], ['switched on']),
  entry('synonym', ['nothing happens', 'does nothing', 'not doing anything', 'isnt doing anything', 'no effect'], ['working']),
  entry('synonym', ['after hours', 'overnight', 'when closed', 'were closed', 'after close'], ['outside opening hours', 'closed hours']),
  // General words staff use for what the guides name otherwise (not tied to one question).
  entry('synonym', ['kick out', 'kick off', 'kick', 'boot', 'get rid of', 'take off'], ['remove']),
  entry('synonym', ['jump in', 'jump into', 'hop in', 'hop into', 'step in', 'take over', 'takeover'], ['take over']),
  entry('synonym', ['broke', 'busted', 'buggy', 'glitchy', 'glitch', 'messed up', 'acting up'], ['not work']),
  entry('synonym', ['guest', 'guests', 'patient', 'patients', 'client', 'clients', 'people', 'customers'], ['shopper']),
  entry('synonym', ['website', 'homepage', 'webpage', 'web page'], ['site']),
  entry('synonym', ['metrics', 'stats', 'numbers', 'kpi', 'kpis'], ['figures', 'analytics']),
  entry('synonym', ['log in', 'logon', 'log on', 'sign on', 'signin'], ['sign in']),
  entry('synonym', ['disable', 'turn off', 'shut off', 'switch off', 'deactivate', 'pause'], ['switch off']),
  entry('synonym', ['ends', 'end date', 'expiration', 'expires', 'run out'], ['expiry']),
  entry('synonym', ['max', 'cap', 'maximum'], ['limit']),
  entry('synonym', ['charged', 'charge', 'charges', 'pay', 'paying', 'paid'], ['billing', 'payment']),
  entry('synonym', ['unsubscribe', 'stop paying', 'close account', 'close our account'], ['cancel']),
  entry('synonym', ['boss', 'main account', 'account holder'], ['owner']),
  entry('synonym', ['rights', 'access level', 'perms'], ['permission', 'role']),
  entry('synonym', ['hidden', 'hide', 'hid'], ['hide', 'hidden']),
  // Everyday words for the Help Center's own concepts (the words of its headings), by area: widget placement,
  // data kept, settings, locations, notifications, accounts and roles, promotions, refunds, speed.
  entry('synonym', ['overlap', 'overlaps', 'overlapping', 'on top of', 'blocking', 'covers', 'covered'], ['covering']),
  entry('synonym', ['stored', 'saved', 'kept', 'archived', 'archive'], ['retention']),
  entry('synonym', ['options', 'preferences', 'toggles'], ['settings']),
  entry('synonym', ['branch', 'branches', 'shop', 'shops', 'storefront', 'stores'], ['location']),
  entry('synonym', ['find out', 'finds out', 'hear about'], ['notified']),
  entry('synonym', ['login', 'logins', 'credentials', 'username', 'seat', 'seats'], ['sign in', 'teammate']),
  entry('synonym', ['promote', 'demote'], ['change role']),
  entry('synonym', ['freebie', 'freebies', 'free item', 'giveaway', 'give away', 'comp', 'comped'], ['promotion']),
  entry('synonym', ['refund', 'reimburse', 'reimbursement'], ['refund', 'guarantee']),
  entry('synonym', ['slower', 'faster', 'performance', 'load time', 'page speed'], ['slow']),
  entry('synonym', ['subscription', 'tier', 'tiers', 'pricing plan'], ['plan']),
  entry('synonym', ['beta', 'preview features'], ['early access']),
  entry('synonym', ['font size', 'bigger text', 'larger text', 'magnify', 'magnifier'], ['text size', 'zoom']),
  entry('synonym', ['colors', 'colour', 'colours', 'dark mode', 'high contrast'], ['contrast']),
  entry('synonym', ['animation', 'animations', 'flashing', 'autoplay'], ['motion']),
  entry('synonym', ['tab key', 'tabbing', 'no mouse', 'without a mouse'], ['keyboard']),
  entry('synonym', ['ownership', 'hand over', 'handover'], ['transfer ownership']),
  entry('synonym', ['auth', 'bearer', 'authorization header'], ['authentication']),
  entry('synonym', ['next page', 'paging', 'page through', 'cursor'], ['pagination']),
  entry('synonym', ['error code', 'error codes', 'status code', 'status codes'], ['errors']),
  entry('synonym', ['hmac', 'signed', 'verify the payload'], ['signature']),
  entry('synonym', ['abandoned cart', 'abandoned carts', 'left in cart', 'left in their cart'], ['cart recovery']),
  entry('synonym', ['placeholder', 'placeholders', 'merge field', 'merge fields', 'merge tags'], ['variables']),
  entry('synonym', ['precedence', 'which rule wins', 'order of rules'], ['priority']),
  entry('synonym', ['opt in', 'opted in', 'agree to', 'permission to text'], ['consent']),
  entry('synonym', ['third party', 'third parties', 'subprocessor', 'subprocessors'], ['sub-processors']),
  entry('synonym', ['multiple states', 'several states', 'different states', 'multi state'], ['multi-state operators']),
  entry('synonym', ['devtools', 'dev tools', 'developer tools', 'inspect element'], ['browser devtools']),
  entry('synonym', ['js error', 'javascript error', 'console error', 'console errors'], ['console']),
  entry('synonym', ['refused to load', 'blocked by csp', 'csp error', 'csp errors'], ['csp violation']),
  entry('synonym', ['benchmark', 'starting point', 'before numbers'], ['baseline']),
  entry('synonym', ['business hours', 'store hours', 'open hours'], ['opening hours']),
  entry('synonym', ['persona', 'style', 'writing style'], ['brand tone']),
  entry('synonym', ['1'], ['one']),
  entry('synonym', ['3'], ['three']),
  entry('synonym', ['4'], ['four']),
  entry('synonym', ['5'], ['five']),
  // Cannabis counter slang.
  entry('slang', ['preroll', 'prerolls', 'pre roll', 'pre rolls', 'joint', 'joints', 'doobie'], ['pre-roll', 'pre-rolls']),
  entry('slang', ['weed', 'bud', 'herb', 'nug', 'nugs', 'eighth', 'eighths'], ['flower']),
  entry('slang', ['cart', 'carts', 'vape cart', '510'], ['cartridge', 'vape']),
  entry('slang', ['pen', 'vape pen', 'battery', 'batteries'], ['battery', 'vape']),
  entry('slang', ['gummies', 'gummy', 'edible', 'chocolate'], ['edibles']),
  entry('slang', ['dabs', 'wax', 'shatter', 'rosin', 'concentrates'], ['concentrate']),
  entry('slang', ['budtender', 'budtenders'], ['budtender', 'staff']),
  entry('slang', ['menu'], ['menu']),
  // Our products, by the names staff give them.
  entry('product', ['upsell agent', 'upsell bot', 'upsell'], ['upsell agent']),
  entry('product', ['loyalty agent', 'loyalty bot'], ['loyalty agent']),
  entry('product', ['review agent', 'review bot', 'reviews bot'], ['review agent']),
  entry('product', ['knowledge agent', 'knowledge bot', 'knowledge base'], ['knowledge agent']),
  entry('product', ['ada widget', 'accessibility widget', 'accessibility button', 'accessibility plugin'], ['ada widget']),
  entry('product', ['recommendation bot', 'product bot', 'virtual budtender', 'rec bot'], ['product recommendation bot']),
  entry('product', ['widget', 'snippet', 'script tag', 'embed code'], ['widget', 'snippet']),
  entry('product', ['dashboard', 'admin', 'back end', 'backend', 'portal'], ['dashboard']),
  entry('product', ['promotion builder', 'promo builder'], ['promotion builder']),
  entry('product', ['upsell map', 'upsell mapping', 'upsell rules'], ['upsell mapping']),
  entry('product', ['templates', 'template library'], ['template library']),
  entry('product', ['tone presets', 'brand tone'], ['brand tone presets']),
  // Partners, with the other names their products go by.
  entry('partner', ['dutchie', 'dutchie plus', 'dutchie backoffice', 'backoffice'], ['dutchie']),
  entry('partner', ['treez'], ['treez']),
  entry('partner', ['cova', 'cova hub', 'cova pos'], ['cova']),
  entry('partner', ['flowhub', 'flow hub'], ['flowhub']),
  entry('partner', ['monarch'], ['monarch']),
  entry('partner', ['dispense', 'dispense app'], ['dispense']),
  entry('partner', ['aiq', 'alpine iq', 'alpineiq', 'alpine'], ['aiq']),
  entry('partner', ['jane', 'iheartjane', 'i heart jane'], ['jane']),
  entry('partner', ['wordpress', 'wpcode', 'woocommerce'], ['wordpress']),
  entry('partner', ['google tag manager', 'tag manager'], ['google tag manager']),
  entry('partner', ['nextjs', 'next js', 'next.js', 'vercel'], ['next.js']),
];

/**
 * Chat spellings staff type, read as the word they stand for before anything
 * else (stop words, stemming, the vocabulary above): "r u able to" is "are you
 * able to", "msgs" is "messages". General text-speak only, one word for one
 * word or phrase; store terms belong in ASK_VOCABULARY.
 */
export const ASK_CHAT_SPELLINGS: Readonly<Record<string, string>> = {
  u: 'you', ur: 'your', r: 'are', y: 'why', n: 'and', w: 'with', wo: 'without', b4: 'before',
  bc: 'because', cuz: 'because', coz: 'because', cos: 'because', tho: 'though', thru: 'through',
  til: 'until', ppl: 'people', pple: 'people', peeps: 'people', ppls: 'people',
  msg: 'message', msgs: 'messages', btn: 'button', btns: 'buttons', pic: 'picture', pics: 'pictures',
  info: 'information', prob: 'problem', probs: 'problems', diff: 'different', q: 'question', qs: 'questions',
  hr: 'hour', hrs: 'hours', sec: 'second', secs: 'seconds',
  wk: 'week', wks: 'weeks', mo: 'month', mos: 'months', yr: 'year', yrs: 'years',
  asst: 'assistant', mgmt: 'management', config: 'configuration', pw: 'password', pwd: 'password',
  acc: 'account', emp: 'employee', emps: 'employees', nite: 'night', tmrw: 'tomorrow', rn: 'now',
  whos: 'who', whose: 'who', theyre: 'they', thier: 'their', teh: 'the', waht: 'what', hwo: 'how',
};
