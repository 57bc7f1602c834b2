export const id = 156;
export const ids = [156];
export const modules = {

/***/ 7329:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readJsonDocument),
/* harmony export */   l: () => (/* binding */ JsonStreamError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/**
 * A JSON document of one list read as it streams: `{ ...fields, "<list>": [items] }` (or
 * `{ "<url>": item }` for an object list). Every limit holds while reading, so a file over one
 * costs no more than the bytes read up to it: nesting, the size of each item and of each other
 * field, the number of items, fields and of the values of any array inside an item. Nothing but
 * one item (or one field) is in memory at a time, parsed by JSON.parse once its bytes are known;
 * the structure around them is checked here. A key given twice in the document or in an item is
 * an error (JSON.parse would keep the last, a scan the first: readers would disagree).
 */

/** A document that breaks JSON or a limit; the message is the reason alone (callers name the file). */
class JsonStreamError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PagegateError */ .TN {
    name = 'JsonStreamError';
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
/** Where the scan is: what the next byte that is not white space may be. */
var State;
(function (State) {
    State[State["Value"] = 0] = "Value";
    State[State["ValueOrClose"] = 1] = "ValueOrClose";
    State[State["Key"] = 2] = "Key";
    State[State["KeyOrClose"] = 3] = "KeyOrClose";
    State[State["Colon"] = 4] = "Colon";
    State[State["AfterValue"] = 5] = "AfterValue";
    State[State["String"] = 6] = "String";
    State[State["Scalar"] = 7] = "Scalar";
    State[State["End"] = 8] = "End";
})(State || (State = {}));
/** Bytes of one value being kept, gathered across chunks. */
class Capture {
    depth;
    limit;
    what;
    pieces = [];
    bytes = 0;
    start;
    constructor(start, depth, limit, what) {
        this.depth = depth;
        this.limit = limit;
        this.what = what;
        this.start = start;
    }
    keep(chunk, end) {
        this.bytes += end - this.start;
        if (this.bytes > this.limit)
            throw new JsonStreamError(`${this.what()} holds more than ${this.limit} bytes`);
        this.pieces.push(chunk.subarray(this.start, end));
        this.start = 0;
    }
    text(chunk, end) {
        this.keep(chunk, end);
        return Buffer.concat(this.pieces).toString('utf8');
    }
}
const KEY_MAX_BYTES = 64 * 1024;
/** Keys are kept as deep as a message names them (`pages[3].baseline.findings`). */
const KEPT_KEY_DEPTH = 4;
/** A path in a message stops here: one 2,000 levels deep would be longer than the line it is in. */
const SHOWN_PATH_STEPS = 6;
/** Reads the document; parts come in the file's order, each item as soon as its last byte is read. */
async function* readJsonDocument(chunks, list, limits) {
    const scan = new Scanner(list, limits);
    for await (const chunk of chunks) {
        scan.chunk(chunk);
        yield* scan.take();
    }
    scan.end();
}
class Scanner {
    list;
    limits;
    state = State.Value;
    stack = [];
    escaped = false;
    nextQuote = -1;
    nextBackslash = -1;
    stringIsKey = false;
    key = null;
    outer = null;
    inner = null;
    peeked = {};
    listSeen = false;
    /** Bytes of the chunks before this one, and the index in this one of the byte being read: for messages. */
    offset = 0;
    at = 0;
    ready = [];
    constructor(list, limits) {
        this.list = list;
        this.limits = limits;
    }
    take() {
        const parts = this.ready;
        this.ready = [];
        return parts;
    }
    end() {
        if (this.state !== State.End)
            throw this.broken('it ends before the document is closed');
        if (!this.listSeen)
            throw new JsonStreamError(`it has no "${this.list.name}"`);
    }
    chunk(chunk) {
        this.nextQuote = -1;
        this.nextBackslash = -1;
        const length = chunk.length;
        for (let i = 0; i < length; i++) {
            if (this.state === State.String) {
                i = this.inString(chunk, i);
                continue;
            }
            const c = chunk[i] ?? 0;
            if (this.state === State.Scalar) {
                if (isScalarByte(c))
                    continue;
                this.valueEnded(chunk, i);
            }
            if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
                continue;
            this.at = i;
            this.structural(chunk, i, c);
        }
        for (const capture of [this.key, this.inner, this.outer])
            capture?.keep(chunk, length);
        this.offset += length;
        this.at = 0;
    }
    /** The index of the last byte of the string consumed in this chunk. */
    inString(chunk, i) {
        if (this.escaped) {
            this.escaped = false;
            return i;
        }
        if (this.nextQuote < i)
            this.nextQuote = indexIn(chunk, QUOTE, i);
        if (this.nextBackslash < i)
            this.nextBackslash = indexIn(chunk, BACKSLASH, i);
        const stop = Math.min(this.nextQuote, this.nextBackslash);
        if (stop === chunk.length)
            return stop;
        if (stop === this.nextBackslash) {
            this.escaped = true;
            return stop;
        }
        if (this.stringIsKey) {
            if (this.key)
                this.keyEnded(this.key.text(chunk, stop));
            this.key = null;
            this.state = State.Colon;
        }
        else
            this.valueEnded(chunk, stop + 1);
        return stop;
    }
    structural(chunk, i, c) {
        switch (this.state) {
            case State.Value:
            case State.ValueOrClose:
                if (c === CLOSE_ARRAY && this.state === State.ValueOrClose)
                    return this.close(chunk, i, true);
                return this.valueStarts(chunk, i, c);
            case State.Key:
            case State.KeyOrClose:
                if (c === CLOSE_OBJECT && this.state === State.KeyOrClose)
                    return this.close(chunk, i, false);
                if (c !== QUOTE)
                    throw this.broken('a key is not a string');
                return this.keyStarts(i);
            case State.Colon:
                if (c !== COLON)
                    throw this.broken('a key is not followed by a colon');
                this.state = State.Value;
                return;
            case State.AfterValue:
                return this.afterValue(chunk, i, c);
            default:
                throw this.broken('something follows the document');
        }
    }
    afterValue(chunk, i, c) {
        const top = this.top();
        if (c === COMMA)
            this.state = top.array ? State.Value : State.Key;
        else if (c === (top.array ? CLOSE_ARRAY : CLOSE_OBJECT))
            this.close(chunk, i, top.array);
        else
            throw this.broken('values are not separated by commas');
    }
    keyStarts(i) {
        this.state = State.String;
        this.stringIsKey = true;
        this.escaped = false;
        const depth = this.stack.length;
        const top = this.top();
        top.count++;
        if (this.isList(depth - 1)) {
            if (top.count > this.limits.items)
                throw this.tooManyEntries();
        }
        else if (top.keys && top.count > this.limits.fields)
            throw new JsonStreamError(`${this.pathOf(depth - 1)} has more than ${this.limits.fields} fields`);
        // Keys deeper than a message names are only skipped: an item is parsed whole anyway.
        this.key =
            depth <= KEPT_KEY_DEPTH ? new Capture(i + 1, depth, KEY_MAX_BYTES, () => `a key in ${this.pathOf(depth)}`) : null;
    }
    keyEnded(raw) {
        const top = this.top();
        let key;
        try {
            key = JSON.parse(`"${raw}"`);
        }
        catch {
            throw this.broken('a key is not a JSON string');
        }
        if (top.keys?.has(key))
            throw new JsonStreamError(`${this.pathOf(this.stack.length - 1)} gives the key ${JSON.stringify(key)} twice`);
        top.keys?.add(key);
        top.member = key;
    }
    valueStarts(chunk, i, c) {
        const depth = this.stack.length;
        const parent = this.stack[depth - 1];
        if (parent?.array) {
            parent.count++;
            if (this.isList(depth - 1) && parent.count > this.limits.items)
                throw this.tooManyEntries();
            if (depth > 2 && parent.count > this.limits.arrayValues)
                throw new JsonStreamError(`${this.pathOf(depth - 1)} holds more than ${this.limits.arrayValues} values`);
        }
        if (depth === 0 && c !== OPEN_OBJECT)
            throw new JsonStreamError('the document is not a JSON object');
        if (this.isList(depth))
            this.listStarts(c);
        else
            this.capture(i, depth);
        if (c === OPEN_OBJECT || c === OPEN_ARRAY)
            return this.open(c === OPEN_ARRAY, depth);
        this.escaped = false;
        this.stringIsKey = false;
        this.state = c === QUOTE ? State.String : State.Scalar;
        if (c !== QUOTE && !isScalarByte(c))
            throw this.broken('a value starts with an unexpected character');
    }
    listStarts(c) {
        if (c !== (this.list.kind === 'array' ? OPEN_ARRAY : OPEN_OBJECT))
            throw new JsonStreamError(`"${this.list.name}" is not ${this.list.kind === 'array' ? 'an array' : 'an object'}`);
        this.listSeen = true;
    }
    /** Starts keeping the value at byte i when it is an item, a field or a peeked field of an item. */
    capture(i, depth) {
        if (depth === 1) {
            const name = this.top().member ?? '';
            this.outer = new Capture(i, depth, this.limits.fieldBytes, () => `the field ${JSON.stringify(name)}`);
        }
        else if (this.isList(depth - 1)) {
            this.peeked = {};
            const where = this.pathOf(depth);
            if (!this.list.skipItems)
                this.outer = new Capture(i, depth, this.limits.itemBytes, () => where);
        }
        else if (this.isList(depth - 2) && !this.top().array && this.list.peek?.includes(this.top().member ?? '')) {
            const where = this.pathOf(depth);
            this.inner = new Capture(i, depth, this.limits.itemBytes, () => where);
        }
    }
    open(array, depth) {
        if (depth + 1 > this.limits.depth)
            throw new JsonStreamError(`${this.pathOf(depth)} is nested deeper than ${this.limits.depth} levels`);
        const checkKeys = !array && (depth === 0 || this.isList(depth) || this.isList(depth - 1));
        this.stack.push({ array, count: 0, member: null, keys: checkKeys ? new Set() : null });
        this.state = array ? State.ValueOrClose : State.KeyOrClose;
    }
    close(chunk, i, array) {
        if (this.top().array !== array)
            throw this.broken('brackets do not match');
        this.stack.pop();
        this.valueEnded(chunk, i + 1);
    }
    /** The value that ends before byte `end` is complete: hand it on if it was kept. */
    valueEnded(chunk, end) {
        const depth = this.stack.length;
        this.state = depth === 0 ? State.End : State.AfterValue;
        if (this.inner?.depth === depth) {
            this.peeked[this.top().member ?? ''] = this.parse(this.inner.text(chunk, end));
            this.inner = null;
        }
        if (this.isList(depth - 1))
            this.itemEnded(chunk, end);
        else if (this.outer?.depth === depth) {
            const key = this.top().member ?? '';
            this.ready.push({ kind: 'field', key, value: this.parse(this.outer.text(chunk, end)) });
            this.outer = null;
        }
    }
    itemEnded(chunk, end) {
        const list = this.top();
        const value = this.outer ? this.parse(this.outer.text(chunk, end)) : undefined;
        this.outer = null;
        const key = list.array ? null : list.member;
        this.ready.push({ kind: 'item', index: list.count - 1, key, value, peeked: this.peeked });
    }
    parse(text) {
        try {
            return JSON.parse(text);
        }
        catch {
            throw this.broken('a value is not well-formed');
        }
    }
    top() {
        const top = this.stack[this.stack.length - 1];
        if (!top)
            throw this.broken('a value follows the document');
        return top;
    }
    /** True when the value at `depth` (the stack's length when it starts) is the list itself. */
    isList(depth) {
        return depth === 1 && this.stack[0]?.member === this.list.name;
    }
    /** Where the value at `depth` is, as `pages[3].findings`, for messages. */
    pathOf(depth) {
        const steps = this.stack
            .slice(0, Math.min(depth, SHOWN_PATH_STEPS))
            .map((container) => (container.array ? `[${Math.max(container.count - 1, 0)}]` : `.${container.member ?? '?'}`));
        const shown = steps.join('').replace(/^\./, '') || 'the document';
        return depth > SHOWN_PATH_STEPS ? `${shown}…` : shown;
    }
    tooManyEntries() {
        return new JsonStreamError(`"${this.list.name}" holds more than ${this.limits.items} entries`);
    }
    broken(why) {
        return new JsonStreamError(`not JSON: ${why} (near byte ${this.offset + this.at})`);
    }
}
function indexIn(chunk, byte, from) {
    const at = chunk.indexOf(byte, from);
    return at === -1 ? chunk.length : at;
}
/** Bytes of numbers, true, false and null; JSON.parse of the kept value checks the spelling. */
function isScalarByte(c) {
    return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x45;
}
//# sourceMappingURL=json-stream.js.map

/***/ }),

/***/ 6742:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ globFiles),
/* harmony export */   e$: () => (/* binding */ checkTarget),
/* harmony export */   io: () => (/* binding */ readBytes),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* unused harmony exports FILE_MAX_BYTES, tooLarge, openRegularFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/**
 * Regular files, read within one size limit and written only over a regular file (or nothing):
 * what every file pagegate reads or writes goes through.
 */




/**
 * The most pagegate reads from one file, whole or streamed: a results file of 10,000 pages with
 * their baselines fits, and a 700 MB artifact from a fork is refused before it is in memory.
 */
const FILE_MAX_BYTES = 256 * 1024 * 1024;
/** The one reason for a file over FILE_MAX_BYTES (callers name the file). */
function tooLarge() {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .PagegateError */ .TN(`larger than ${FILE_MAX_BYTES / 1024 / 1024} MiB, the most pagegate reads from one file`);
}
/**
 * Opens a regular file for reading. A device or a FIFO reports a size of 0 and never ends (or
 * never starts: opening a FIFO waits for a writer), so anything but a regular file is refused
 * before a byte is read; a dangling or looping link is said so rather than as ENOENT or ELOOP.
 */
async function openRegularFile(path) {
    let file;
    try {
        // O_NONBLOCK: a FIFO opens at once (and is then refused) instead of waiting for a writer.
        file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch (error) {
        throw await linkFailure(path, error);
    }
    const stats = await file.stat();
    if (stats.isFile())
        return file;
    await file.close();
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .PagegateError */ .TN(`not a regular file but ${kindOf(stats)}`);
}
async function linkFailure(path, error) {
    const code = error.code;
    if (code === 'ELOOP')
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .PagegateError */ .TN('a symbolic link that loops');
    if (code !== 'ENOENT')
        return error;
    const link = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch(() => null);
    return link?.isSymbolicLink() ? new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .PagegateError */ .TN('a symbolic link to nothing') : error;
}
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isSymbolicLink())
        return 'a symbolic link';
    return 'a device';
}
/**
 * A file's text; over FILE_MAX_BYTES, or not a regular file, it is a PagegateError whose message
 * is the reason alone (callers name the file).
 */
async function readText(path) {
    const file = await openRegularFile(path);
    try {
        if ((await file.stat()).size > FILE_MAX_BYTES)
            throw tooLarge();
        return await file.readFile('utf8');
    }
    finally {
        await file.close();
    }
}
/**
 * A regular file's bytes in 64 KiB chunks, within FILE_MAX_BYTES counted as they are read (a file
 * that grows while read is cut off at the limit too). Small chunks: a results file is read a page
 * at a time, and 1 MiB chunks peaked at 241 MB of RSS for a 177 MB file, 64 KiB chunks at 52 MB.
 */
async function* readBytes(path) {
    const file = await openRegularFile(path);
    try {
        if ((await file.stat()).size > FILE_MAX_BYTES)
            throw tooLarge();
        let read = 0;
        for await (const chunk of file.createReadStream({ highWaterMark: 64 * 1024, autoClose: false })) {
            read += chunk.length;
            if (read > FILE_MAX_BYTES)
                throw tooLarge();
            yield chunk;
        }
    }
    finally {
        await file.close();
    }
}
/**
 * What is at an output's path, refused unless it is nothing or a regular file: the write renames
 * a file over the path, which would replace a device, a FIFO or a link (as root, /dev/null).
 */
async function checkTarget(path) {
    if (/[/\\]$/.test(path) || ['', '.', '..'].includes((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .PagegateError */ .TN('a directory path; name a file');
    const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch((error) => {
        if (error.code === 'ENOENT')
            return null;
        throw error;
    });
    if (existing && !existing.isFile())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .PagegateError */ .TN(`not a regular file but ${kindOf(existing)}`);
    return existing;
}
/**
 * Files only: a glob such as `results/**` also matches directories, which are not results. A
 * match that cannot be looked at (a link to nothing, a loop) is a PagegateError naming it.
 */
async function globFiles(pattern) {
    const files = [];
    for await (const path of (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.glob)(pattern)) {
        const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).catch(async (error) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .PagegateError */ .TN(`cannot read "${path}" (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .readFailure */ .f1)(await linkFailure(path, error))})`);
        });
        if (!found.isDirectory())
            files.push(path);
    }
    return files.sort();
}
//# sourceMappingURL=regular-files.js.map

/***/ }),

/***/ 9849:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ acceptedDraftFile),
/* harmony export */   Se: () => (/* binding */ readLines),
/* harmony export */   mH: () => (/* binding */ openLineDocument)
/* harmony export */ });
/* unused harmony export LINE_MAX_CHARS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6193);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(452);
/* harmony import */ var _regular_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6742);
/**
 * Files written and read one line at a time, for the edges. A run of 5,000 pages with 50 findings
 * each holds hundreds of MB of findings; written as the pages are decided and read back one page
 * at a time, no document is ever in memory whole (holding them grew the action by about 135 KB a
 * page, 917 MB at 5,000 pages).
 */






async function openLineDocument(path, head, list) {
    await (0,_regular_files_js__WEBPACK_IMPORTED_MODULE_5__/* .checkTarget */ .e$)(path);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
    // A name no one can guess, created only if nothing is there: a link planted at a predictable
    // `<path>.<pid>.tmp` would have received the write.
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.tmp`);
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temporary, 'wx');
    const [opening, closing] = list.kind === 'array' ? ['[', ']'] : ['{', '}'];
    const fields = JSON.stringify(head).slice(1, -1);
    let pending = file.write(`{${fields}${fields ? ',' : ''}${JSON.stringify(list.name)}:${opening}`);
    let entries = 0;
    let writing = true;
    // Pages are decided by several lanes at once: each write waits for the one before it.
    const write = (text) => {
        const next = pending.then(() => file.write(text));
        pending = next.catch(() => undefined);
        return next.then(() => undefined);
    };
    const finish = async (handle) => {
        writing = false;
        await pending;
        await handle.close();
    };
    return {
        entry: (json) => write(`${entries++ === 0 ? '' : ','}\n${json}`),
        close: async (tail) => {
            const fields = JSON.stringify(tail).slice(1, -1);
            await write(`\n${closing}${fields ? ',' : ''}${fields}}\n`);
            await finish(file);
            try {
                // Checked again: what is at the path may have changed during a run of minutes.
                await (0,_regular_files_js__WEBPACK_IMPORTED_MODULE_5__/* .checkTarget */ .e$)(path);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, path);
            }
            catch (error) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
                throw error;
            }
        },
        abandon: async () => {
            if (!writing)
                return;
            await finish(file).catch(() => undefined);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
        },
    };
}
/** The longest line readLines gives: a results file from a fork's workflow is the attacker's choice. */
const LINE_MAX_CHARS = 64 * 1024 ** 2;
/**
 * A file's lines (without their ends), within FILE_MAX_BYTES; over a limit, a PagegateError whose
 * message is the reason alone. Linear in the line's length: each chunk is searched once and a
 * long line's parts are joined once, when it ends.
 */
async function* readLines(path) {
    const decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_3__.StringDecoder('utf8');
    let parts = [];
    let partChars = 0;
    for await (const chunk of (0,_regular_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readBytes */ .io)(path)) {
        const text = decoder.write(chunk);
        let start = 0;
        for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
            parts.push(text.slice(start, end));
            yield parts.join('');
            parts = [];
            partChars = 0;
            start = end + 1;
        }
        partChars += text.length - start;
        if (partChars > LINE_MAX_CHARS)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .PagegateError */ .TN(`holds a line of more than ${LINE_MAX_CHARS} characters`);
        if (start < text.length)
            parts.push(text.slice(start));
    }
    const last = parts.join('') + decoder.end();
    if (last)
        yield last;
}
/**
 * An accepted-state draft written to `path` (through a temporary file, opened at the first page).
 * A failed write is kept and handed to `keep` at save time, never thrown: the store never fails
 * the verdict. `cleanUp` runs after a save or a discard (a store that writes into the workspace
 * leaves it as it was).
 */
function acceptedDraftFile(path, store) {
    let document = null;
    let failure = null;
    const attempt = async (step) => {
        if (failure)
            return;
        try {
            await step(await (document ??= openLineDocument(path, { version: 1 }, { name: 'pages', kind: 'object' })));
        }
        catch (error) {
            failure = { error };
        }
    };
    const discard = async () => {
        await (await document?.catch(() => null))?.abandon().catch(() => undefined);
        await store.cleanUp();
    };
    return {
        add: (url, snapshot) => attempt((open) => open.entry(`${JSON.stringify(url)}:${JSON.stringify(snapshot)}`)),
        save: async (meta) => {
            await attempt((open) => open.close(meta));
            try {
                return await store.keep(failure);
            }
            finally {
                await discard();
            }
        },
        discard,
    };
}
//# sourceMappingURL=streamed-files.js.map

/***/ }),

/***/ 9559:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f$: () => (/* binding */ FAIL_ON_REGRESSION),
/* harmony export */   g6: () => (/* binding */ ruleOriginText),
/* harmony export */   oX: () => (/* binding */ GateConfig),
/* harmony export */   zT: () => (/* binding */ RuleOrigin)
/* harmony export */ });
/* unused harmony exports FailOnRegression, Thresholds, RuleSet, PageRules, Override, Baseline, GateRules, AnalysisTarget */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4377);
/* harmony import */ var _thresholds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6401);
/* harmony import */ var _service_target_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6538);
/* harmony import */ var _waiver_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6909);
/**
 * The shape of a validated configuration. `inputs.ts` and `inputs-config-file.ts` turn the inputs'
 * text and the config file's data into it; everything past the edges reads only this.
 */




const FAIL_ON_REGRESSION = ['critical', 'recommended', 'optional', 'none'];
const FailOnRegression = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(FAIL_ON_REGRESSION);
const Thresholds = _thresholds_js__WEBPACK_IMPORTED_MODULE_0__/* .ThresholdLimits */ .MZ.extend({
    failOnRegression: FailOnRegression,
    ignoreChecks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
/** What a config file sets, at its top level or for one page pattern; absent keys leave the value as it was. */
const RuleSet = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    render: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
    thresholds: Thresholds.omit({ ignoreChecks: true }).partial().optional(),
    ignoreChecks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
});
/** The rules one page is judged by: thresholds with every override that matches it applied. */
const PageRules = Thresholds.extend({ render: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY() });
const Override = RuleSet.extend({ pattern: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1) });
/**
 * Where a rule's value came from, in order of precedence: action.yml's default, an input, the
 * config file's top level, a `pages[index]` entry whose pattern matched (a later one wins).
 */
const RuleOrigin = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('default') }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('input') }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('config') }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('pattern'), index: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(0), pattern: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
]);
/** An origin in plain words: `input`, `config-file top level`, `pages[1] /blog/**`. */
function ruleOriginText(origin) {
    switch (origin.kind) {
        case 'default':
            return 'default';
        case 'input':
            return 'input';
        case 'config':
            return 'config-file top level';
        case 'pattern':
            return `pages[${origin.index}] ${origin.pattern}`;
    }
}
const Baseline = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('kind', [
    /** `file`: accepted-file; null: the GitHub Actions cache in the action, none in the CLI. */
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('accepted'), file: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable() }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('previous') }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('none') }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('url'), origin: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('file'), path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
]);
/**
 * What judges a page, the same in every mode: the verdict, the rules, the thresholds view and
 * `check --explain` read this and nothing more of the configuration.
 */
const GateRules = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    render: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    thresholds: Thresholds,
    /** The config-file's name, for messages about its patterns; null when there is none. */
    configFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    overrides: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Override),
    /**
     * What each top-level layer set itself, before the pages' patterns: the inputs given (not their
     * defaults) and the config file's top level. `thresholds` is already the two applied in that
     * order; these say where each value came from (the thresholds view, `check --explain`).
     */
    layers: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ inputs: RuleSet, configFile: RuleSet }),
    /** The config file's waivers, in file order: a waived finding records its waiver's index. */
    waivers: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_waiver_js__WEBPACK_IMPORTED_MODULE_1__/* .Waiver */ .fv),
    failOnError: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
});
/**
 * Where the pages are analysed: a hosted service (api-url, with its key sealed in the target), or
 * the reference service started in this process for the run. `unusedKey`: an api-key was given
 * without api-url, which the run warns about.
 */
const AnalysisTarget = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_2__/* ["instanceof"] */ .Nlp(_service_target_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceTarget */ .f),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('in-process'), unusedKey: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY() }),
]);
/** `{ seed }`: start a crawl from this URL (`crawl: site` is site-url) and gate on its pages. */
const Crawl = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('latest'), zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().positive(), zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ seed: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })]).nullable();
/** Every mode's settings besides the rules: the accepted state, the results file, the run's commit. */
const Run = GateRules.extend({
    baseline: Baseline,
    commentTag: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    resultsFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    uploadResults: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    /** The commit being gated (the deployment's, the PR head's, else the workflow's); null outside CI. */
    commit: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
});
/** What the modes that analyse pages (gate, analyze) need: where, which pages, how long. */
const Analysing = {
    analysis: AnalysisTarget,
    sources: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        urls: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        urlsFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        siteUrl: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        sitemap: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        maxUrls: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(1).max(10_000),
    }),
    crawl: Crawl,
    shard: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ index: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(1), count: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().max(256) }).nullable(),
    concurrency: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(1).max(64),
    pollIntervalMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(50).max(300_000),
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(1000).max(21_600_000),
    waitForMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().min(0).max(3_600_000),
    /**
     * A marker (a commit SHA, a build id) the page must show, in its body or a header value, before it counts as
     * deployed.
     */
    expect: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).nullable(),
    /** ISO 8601: analyses completed before it describe an earlier deploy. */
    deployedAt: zod__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$({ offset: true }),
    fresh: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['auto', 'always', 'never']),
    /**
     * The value of the `pagegate` query parameter that gets past a stale cache: the short commit SHA, else the run id.
     */
    freshTag: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    /** URL globs every page, the sitemap and site-url must match; empty: no restriction. */
    allowedSites: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
};
/** What the modes that decide (gate, report) need to tell it: the sticky comment and the annotations. */
const Deciding = {
    comment: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['auto', 'always', 'never']),
    githubToken: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    /** The PR to comment on, given as an input (null: the event's own PR). */
    pullRequest: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().positive().nullable(),
    annotations: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
};
/** The configuration of one run, by mode: each mode holds what it uses, and what it cannot run without is set. */
const GateConfig = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('mode', [
    Run.extend({ mode: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('gate'), ...Analysing, ...Deciding }),
    Run.extend({ mode: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('analyze'), ...Analysing }),
    Run.extend({
        mode: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('report'),
        ...Deciding,
        /** The shards' results files to merge (a glob). */
        resultsFiles: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
        /** A crawl's shards are decided but not merged into the accepted state. */
        crawl: Crawl,
    }),
]);
//# sourceMappingURL=config.js.map

/***/ }),

/***/ 5780:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ CrawlPageEnvelope),
/* harmony export */   AP: () => (/* binding */ SiteCrawlDetail),
/* harmony export */   B3: () => (/* binding */ LookupEnvelope),
/* harmony export */   Bm: () => (/* binding */ SiteCrawl),
/* harmony export */   CJ: () => (/* binding */ CrawlPageDetail),
/* harmony export */   Fw: () => (/* binding */ ErrorBody),
/* harmony export */   IV: () => (/* binding */ IssueCounts),
/* harmony export */   OF: () => (/* binding */ FailedReport),
/* harmony export */   PJ: () => (/* binding */ CrawlFindingList),
/* harmony export */   Pz: () => (/* binding */ ReportSummary),
/* harmony export */   RH: () => (/* binding */ CrawlPage),
/* harmony export */   Rf: () => (/* binding */ ReportList),
/* harmony export */   Tf: () => (/* binding */ SiteCrawlEnvelope),
/* harmony export */   Tx: () => (/* binding */ SiteCrawlList),
/* harmony export */   b0: () => (/* binding */ CrawlPageList),
/* harmony export */   e0: () => (/* binding */ ReportAck),
/* harmony export */   eU: () => (/* binding */ PendingBody),
/* harmony export */   l$: () => (/* binding */ ReportEnvelope),
/* harmony export */   lH: () => (/* binding */ Lookup),
/* harmony export */   ls: () => (/* binding */ CrawlFinding),
/* harmony export */   pl: () => (/* binding */ Report),
/* harmony export */   wI: () => (/* binding */ Finding)
/* harmony export */ });
/* unused harmony export CrawlState */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * One zod schema per resource of the Page Analysis Service v1 interface; every type is inferred
 * from its schema. Objects are loose (unknown fields kept) because the interface says fields may
 * follow; values the interface lists only as "seen" (status, grade, severity, result) are plain
 * strings, so an unknown value is carried and shown as given rather than rejected.
 */

const int = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int();
const IssueCounts = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    critical: int,
    recommended: int,
    optional: int,
    passed: int,
});
const Finding = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    check: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    result: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    remediation: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    impact: int,
    effort: int,
});
const Report = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    score: int,
    grade: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    word_count: int,
    issues: IssueCounts,
    findings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Finding),
    /**
     * The HTTP status the service got for the page. The interface does not show it on a report; the
     * reference service sends it, and a service that does not is read as before.
     */
    http_status: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullish(),
});
const ReportEnvelope = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ report: Report });
/**
 * A report that ended without a result. The interface shows no failure state; the reference
 * service answers 200 with a non-complete status and an `error` (README: how the reference
 * service fills the gaps), and so may a real one.
 */
const FailedReport = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
});
/** 202 on a read: "a status"; the body beyond it is not shown, so status may sit at the top or under `report`. */
const PendingBody = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ report: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }) }),
]);
const ReportAck = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    poll: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const ReportSummary = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    host: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    score: int,
    grade: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    issues: IssueCounts.omit({ passed: true }),
    first_run_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    last_run_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    run_count: int,
});
const ReportList = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ reports: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ReportSummary) });
const Lookup = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    score: int,
    grade: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    last_run_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const LookupEnvelope = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ report: Lookup });
const CrawlState = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP();
const SiteCrawl = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: int,
    host: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    label: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    seed_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    state: CrawlState,
    pages_found: int,
    pages_fetched: int,
    pages_failed: int,
    max_pages: int,
    max_depth: int,
    created_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    // A crawl that has not started or finished has no such time; the interface types them as
    // strings without saying so, and null is the only honest value for "not yet".
    started_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    finished_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
});
const SiteCrawlList = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ site_crawls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SiteCrawl) });
const SiteCrawlDetail = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: int,
    host: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    state: CrawlState,
    pages_fetched: int,
    pages_found: int,
    average_score: int,
    critical_pages: int,
});
const SiteCrawlEnvelope = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ site_crawl: SiteCrawlDetail });
const CrawlPage = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: int,
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: int,
    depth: int,
    score: int,
    critical_count: int,
});
const CrawlPageList = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ pages: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CrawlPage), total: int });
const CrawlPageDetail = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: int,
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    score: int,
    word_count: int,
    internal_links: int,
    // The shape of these elements is not shown; they are kept as given.
    findings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
});
const CrawlPageEnvelope = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ page: CrawlPageDetail });
const CrawlFinding = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    check: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    pages: int,
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const CrawlFindingList = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ findings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CrawlFinding) });
/** The error body shape is not shown; these are the shapes read, in order of preference. */
const ErrorBody = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ error: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() }) }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
]);
//# sourceMappingURL=resources.js.map

/***/ }),

/***/ 9339:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L0: () => (/* binding */ PageResult),
/* harmony export */   nB: () => (/* binding */ Results),
/* harmony export */   w2: () => (/* binding */ BaselineSnapshot)
/* harmony export */ });
/* unused harmony exports Verdict, Regression, PageError, BaselineFrom, Fresh, Probe, CrawlFacts, WaivedFinding, AcceptedMissing, AcceptedFacts, CrawlSummary, WaiverFacts, ThresholdUse */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9559);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5780);
/* harmony import */ var _waiver_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6909);
/**
 * Results JSON, version 1: the file the action writes, the shard format `mode: report` merges,
 * and the format `baseline-file` reads. The names are a contract
 * (README, Inputs and outputs; docs/results.schema.json). Fields
 * beyond the contract (`findings`, `baseline.findings`, `decided`, the typed facts below) are
 * additions that let a later job re-decide from raw data: a report job merges shards and decides
 * with its own thresholds, and an earlier run can serve as a finding-level baseline. Facts are
 * data (`baselineFrom`, `fresh`, `probe`, ...); report/ chooses the words.
 */




const Verdict = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['pass', 'fail', 'error']);
/** A finding new or escalated since the baseline; `from` is the severity it escalated from. */
const Regression = _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Finding */ .wI.pick({
    check: true,
    severity: true,
    message: true,
    evidence: true,
    remediation: true,
}).extend({
    change: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['new', 'escalated']),
    from: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
const BaselineSnapshot = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    key: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    score: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nullable(),
    grade: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    issues: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .IssueCounts */ .IV.partial().nullable(),
    /** When the baseline was analysed (lookup's last_run_at), when known. */
    analyzedAt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable().optional(),
    /** Absent when the baseline came from somewhere that only gave counts (a crawl page). */
    findings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Finding */ .wI).optional(),
    /** Whether the page was rendered in a browser (true) or fetched (false); absent when unknown. */
    render: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    /** In the accepted state: when the run that accepted this page saved it (absent: the state's savedAt). */
    acceptedAt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
const PageError = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ code: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() });
/**
 * Where the page's baseline came from. `mode-changed`: the baseline was analysed in the other mode
 * (rendered vs fetched), so the page has no baseline in its mode yet. `new-page`: the accepted
 * state exists but does not hold the page, so it is compared with an empty baseline. `none`
 * says why there is no baseline at all; `status` is, as the service gave it, the latest report's
 * status (`unfinished`) or error code (`failed`).
 */
const BaselineFrom = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['accepted', 'previous', 'url', 'file', 'crawl', 'new-page', 'none']),
    why: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n([
        'setting',
        'never-analysed',
        'unfinished',
        'failed',
        'not-in-file',
        'no-earlier-crawl',
        'not-in-crawl',
        'mode-changed',
    ])
        .optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
/**
 * The page was submitted again under the `pagegate` query parameter: its cache hit predated
 * deployed-at (`stale-cache`, `staleSince` its analysis time, null when unknown) or `fresh: always`.
 */
const Fresh = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    reason: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['stale-cache', 'always']),
    staleSince: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
});
/** The readiness probe's outcome for a page that was submitted; `unreachable` is the runner's reason. */
const Probe = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    waitedMs: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    status: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nullable(),
    unreachable: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
});
/** A page of a site crawl: which crawl, its link depth and the HTTP status the crawler got. */
const CrawlFacts = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ id: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(), depth: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(), status: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int() });
/**
 * A finding a waiver took out of the count: `waiver` is the waiver's index in the config file (and in
 * `Results.waivers`).
 */
const WaivedFinding = _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Finding */ .wI.extend({ waiver: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0) });
const PageResult = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    url: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    verdict: Verdict,
    reasons: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    key: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    score: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nullable(),
    grade: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    title: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    issues: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .IssueCounts */ .IV.partial().nullable(),
    cached: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    baseline: BaselineSnapshot.nullable(),
    regressions: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(Regression),
    resolved: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Finding */ .wI),
    error: PageError.nullable(),
    /** Absent in results written before baselines were typed facts. */
    baselineFrom: BaselineFrom.optional(),
    /** The URL actually analysed, when it is not `url` (the `pagegate` parameter of fresh). */
    analyzedUrl: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    /** When the analysis completed: the service's last_run_at for a cache hit, else when the run saw it complete. */
    analyzedAt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable().optional(),
    fresh: Fresh.optional(),
    probe: Probe.optional(),
    crawl: CrawlFacts.optional(),
    /** An error page that does not fail the gate (fail-on-error: false). */
    errorIgnored: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    /** Every finding of this run's report, so a later job can re-decide or use it as a baseline. */
    findings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Finding */ .wI).optional(),
    /** The findings of `findings` that waivers took out of the count. */
    waived: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(WaivedFinding).optional(),
    /**
     * A page under min-score: the findings that cost it the most, at most five, by the service's
     * impact rating (then severity), so the report can say where the points went.
     */
    costliest: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Finding */ .wI).optional(),
    /** Why the page passed a warn level (`warn-min-score`, `warn-max-critical`); such a page still passes. */
    warnings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    /** Whether the page was rendered in a browser (true) or fetched (false); absent for crawl pages and older files. */
    render: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
});
/**
 * Why no accepted state was used: no store configured (`no-store`, the CLI without accepted-file),
 * none saved yet or evicted (`not-found`), the store could not be asked (`unavailable`), an entry was
 * found but the cache library could not restore it (`restore-failed`, it warned itself), what it
 * held was not a state (`unreadable`) or was another gate's (`other-tag`).
 */
const AcceptedMissing = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n([
    'no-store',
    'not-found',
    'unavailable',
    'restore-failed',
    'unreadable',
    'other-tag',
]);
/** What the results say about the accepted state, for the summary line and later readers. */
const AcceptedFacts = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    /** The state the pages were compared with (absent in mode report, which compares nothing itself). */
    from: zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ commit: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(), savedAt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }).nullable().optional(),
    /** Why there was none, when `from` is null: the pages were compared with their previous reports. */
    missing: AcceptedMissing.optional(),
    /** Where the state lives: `accepted-file` or the GitHub Actions cache (absent: no store, or older results). */
    store: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['file', 'cache']).optional(),
    /** This run's pages became the accepted state. */
    saved: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
});
/** With `crawl`: which crawl the gate read, and its findings grouped by check and severity. */
const CrawlSummary = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(),
    host: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    findings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .CrawlFinding */ .ls),
});
/**
 * A waiver of the config with `daysLeft` until it expires (negative: expired) and how many findings of the run it
 * waived.
 */
const WaiverFacts = _waiver_js__WEBPACK_IMPORTED_MODULE_2__/* .Waiver */ .fv.extend({ daysLeft: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(), matched: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0) });
/**
 * One threshold in force, as a maintainer tunes it: its value and where it came from, how many
 * pages it judged and how many it failed (a warn level: warned), and the page that passed it by
 * the least (`actual` its value for the threshold), null when none passed or it has no margin.
 */
const ThresholdUse = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    limit: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()]),
    level: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['fail', 'warn']),
    from: _config_js__WEBPACK_IMPORTED_MODULE_0__/* .RuleOrigin */ .zT,
    pages: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    past: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    closest: zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ url: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), actual: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig() }).nullable(),
});
const Results = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(1),
    passed: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    /** false for `mode: analyze`: verdicts are provisional until a report job decides. */
    decided: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    /** Only with `baseline: accepted`. */
    accepted: AcceptedFacts.optional(),
    /** The config file's waivers, in its order; absent when it has none. */
    waivers: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(WaiverFacts).optional(),
    /** The thresholds in force and how the pages stood against them; absent in mode analyze. */
    thresholds: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ThresholdUse).optional(),
    pages: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(PageResult),
    crawl: CrawlSummary.optional(),
});
//# sourceMappingURL=results.js.map

/***/ }),

/***/ 6538:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ ServiceTarget)
/* harmony export */ });
/**
 * A hosted Page Analysis Service: its base URL (api-url) and the workspace key it takes. The key
 * is a private field that only the client reads, through `revealKey` (test/architecture.test.ts holds
 * every other file to that): a config, a result or an error that holds a target never shows the
 * key, however it is spread, logged or serialised. openai-node likewise keeps the key in its client.
 */
class ServiceTarget {
    url;
    kind = 'service';
    #key;
    constructor(
    /** Includes the version prefix, e.g. `http://127.0.0.1:8787/api/v1`. */
    url, key) {
        this.url = url;
        this.#key = key;
    }
    /** For the client alone, which sends it as the bearer token. */
    static revealKey(target) {
        return target.#key;
    }
}
//# sourceMappingURL=service-target.js.map

/***/ }),

/***/ 9506:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ severityRank)
/* harmony export */ });
/**
 * One order of severities for every room: the gate decides escalations with it and the report
 * sorts with it, so a finding that fails a page also sorts first in the comment. Severities the
 * interface lists rank 3..1, compared without case; any other value ranks 0 and is shown as given.
 */
const RANKS = { critical: 3, recommended: 2, optional: 1 };
function severityRank(severity) {
    return RANKS[severity.toLowerCase()] ?? 0;
}
//# sourceMappingURL=severity.js.map

/***/ }),

/***/ 6401:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MZ: () => (/* binding */ ThresholdLimits),
/* harmony export */   Rm: () => (/* binding */ THRESHOLDS),
/* harmony export */   yW: () => (/* binding */ THRESHOLD)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The number thresholds as one table (LHCI keeps its assertions the same way): each row is a
 * threshold's input and config-file name, its key in the configuration, its range, what it
 * measures, which way a page passes, whether going past it fails the page or only warns, the
 * failing threshold a warn level shadows, and its meaning. The inputs, the config file, the
 * verdict, the warn-level check, the thresholds view and `check --explain` all read this table.
 */

const THRESHOLDS = [
    {
        name: 'min-score',
        key: 'minScore',
        level: 'fail',
        measure: 'score',
        op: '>=',
        min: 0,
        max: 100,
        meaning: 'A page fails below this score (0-100). Empty: off.',
    },
    {
        name: 'max-critical',
        key: 'maxCritical',
        level: 'fail',
        measure: 'critical',
        op: '<=',
        min: 0,
        max: null,
        meaning: 'A page fails with more than this many critical issues. Empty: off.',
    },
    {
        name: 'max-score-drop',
        key: 'maxScoreDrop',
        level: 'fail',
        measure: 'score-drop',
        op: '<=',
        min: 0,
        max: 100,
        meaning: 'A page fails when its score fell by more than this against its baseline. Empty: off.',
    },
    {
        name: 'warn-min-score',
        key: 'warnMinScore',
        level: 'warn',
        measure: 'score',
        op: '>=',
        min: 0,
        max: 100,
        shadows: 'min-score',
        meaning: 'Like min-score, but a page below it passes with a warning (an annotation and a mark in the summary), ' +
            'never a failure. Empty: off.',
    },
    {
        name: 'warn-max-critical',
        key: 'warnMaxCritical',
        level: 'warn',
        measure: 'critical',
        op: '<=',
        min: 0,
        max: null,
        shadows: 'max-critical',
        meaning: 'Like max-critical, but a page above it passes with a warning, never a failure. Empty: off.',
    },
];
/** A row by its name. */
const THRESHOLD = Object.fromEntries(THRESHOLDS.map((row) => [row.name, row]));
/** Each threshold's value in the configuration: an integer in its range, or null (off). */
const ThresholdLimits = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc(Object.fromEntries(THRESHOLDS.map((row) => {
    const ranged = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(row.min);
    return [row.key, (row.max === null ? ranged : ranged.max(row.max)).nullable()];
})));
//# sourceMappingURL=thresholds.js.map

/***/ }),

/***/ 6909:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ daysUntil),
/* harmony export */   Hk: () => (/* binding */ collapsedEvidence),
/* harmony export */   PV: () => (/* binding */ dayAfter),
/* harmony export */   cP: () => (/* binding */ countedCritical),
/* harmony export */   fv: () => (/* binding */ Waiver)
/* harmony export */ });
/* unused harmony export utcDay */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4377);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9506);
/**
 * A waiver from the config file: findings of a check (a glob), on pages matching a pattern, with
 * an evidence substring, that count for nothing until the waiver expires. Expiry is by calendar
 * day in UTC, so the verdict does not depend on the runner's time zone: a waiver that expires on
 * 2027-01-31 still applies on that day and stops at 2027-02-01T00:00Z.
 */


const DAY_MS = 86_400_000;
const Waiver = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    check: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** A URL pattern like `pages[].pattern`; null: every page. */
    pattern: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).nullable(),
    /** A substring of the finding's evidence, whitespace-collapsed like the evidence it is matched in; null: any. */
    evidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).nullable(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** YYYY-MM-DD, the last day (UTC) the waiver applies. */
    expires: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6(),
});
/** Evidence as waivers match it: runs of whitespace as one space, trimmed (a substring of what the report shows). */
function collapsedEvidence(evidence) {
    return evidence.replace(/\s+/g, ' ').trim();
}
/** The calendar day of an instant in UTC, YYYY-MM-DD. */
function utcDay(now) {
    return now.toISOString().slice(0, 10);
}
/** Whole days from the UTC day of `now` to `day` (YYYY-MM-DD): 0 on the day itself, negative after it. */
function daysUntil(day, now) {
    return Math.round((Date.parse(day) - Date.parse(utcDay(now))) / DAY_MS);
}
/** The day `days` after the UTC day of `now`, YYYY-MM-DD. */
function dayAfter(now, days) {
    return utcDay(new Date(Date.parse(utcDay(now)) + days * DAY_MS));
}
/**
 * The page's critical count with its waived critical findings taken out: what the verdict counts
 * and what the report shows. The service's count includes them.
 */
function countedCritical(critical, waived = []) {
    if (critical === null || critical === undefined)
        return critical;
    const waivedCritical = waived.filter((f) => (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .q)(f.severity) === (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .q)('critical')).length;
    return Math.max(0, critical - waivedCritical);
}
//# sourceMappingURL=waiver.js.map

/***/ }),

/***/ 2390:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RH: () => (/* binding */ typeWording),
/* harmony export */   cn: () => (/* binding */ fieldPath),
/* harmony export */   v4: () => (/* binding */ issueText)
/* harmony export */ });
/** `report.findings[0].impact`; `whole` names the document itself (an empty path). */
function fieldPath(path, whole = 'the body') {
    if (path.length === 0)
        return whole;
    return path
        .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
        .join('');
}
/**
 * `pages[0].score: Invalid input: expected number, received string`, from the first issue; in a
 * union, the branch that got furthest speaks for it. `at` is where the parsed value sits in the
 * document, `whole` what the document is called.
 */
function issueText(error, where = {}) {
    const issue = deepest(error.issues[0]);
    const at = where.at ?? [];
    if (!issue)
        return `${fieldPath(at, where.whole)}: unknown shape`;
    return `${fieldPath([...at, ...issue.path], where.whole)}: ${issue.message}`;
}
function deepest(issue) {
    if (issue?.code !== 'invalid_union')
        return issue;
    const branch = issue.errors.flat().sort((a, b) => b.path.length - a.path.length)[0];
    return branch ? deepest({ ...branch, path: [...issue.path, ...branch.path] }) : issue;
}
/**
 * A parse's error map (`schema.safeParse(value, { error: typeWording })`) that words a wrong type
 * as `expected an integer, got a string`; a message the schema sets itself still wins.
 */
function typeWording(issue) {
    if (issue.code !== 'invalid_type')
        return undefined;
    return `expected ${article(issue.expected)}, got ${typeName(issue.input)}`;
}
const ARTICLES = {
    int: 'an integer',
    number: 'a number',
    string: 'a string',
    boolean: 'a boolean',
    object: 'an object',
    array: 'an array',
    null: 'null',
};
function article(expected) {
    return ARTICLES[expected] ?? expected;
}
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (value === undefined)
        return 'no value';
    if (typeof value === 'number' && Number.isInteger(value))
        return 'an integer';
    return article(typeof value);
}
//# sourceMappingURL=zod-issue.js.map

/***/ })

};

//# sourceMappingURL=156.index.js.map