export const id = 212;
export const ids = [212];
export const modules = {

/***/ 7212:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseSitemap: () => (/* binding */ parseSitemap)
/* harmony export */ });
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6963);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/**
 * A sitemap (urlset) or sitemap index, parsed with a real XML tokenizer: CDATA and entities are
 * decoded by it, and namespace prefixes (`<sm:loc>`) are dropped so any prefix is read. Only a
 * `loc` directly inside `url` or `sitemap` counts: extensions put their own `loc` deeper
 * (`<image:image><image:loc>`), and those are images, not pages.
 */


const ENTRY = {
    urlset: { kind: 'urlset', entry: 'url' },
    sitemapindex: { kind: 'index', entry: 'sitemap' },
};
function parseSitemap(xml) {
    const open = [];
    const locs = [];
    // Set inside the parser's callbacks, which the compiler's flow analysis does not follow.
    let root = null;
    let text = '';
    const isEntryLoc = () => open.length === 3 && open[1] === ENTRY[open[0] ?? '']?.entry && open[2] === 'loc';
    const parser = new htmlparser2__WEBPACK_IMPORTED_MODULE_1__/* .Parser */ .i({
        onopentag(name) {
            open.push(localName(name));
            root ??= open[0] ?? null;
            if (isEntryLoc())
                text = '';
        },
        ontext(chunk) {
            if (isEntryLoc())
                text += chunk;
        },
        onclosetag() {
            if (isEntryLoc() && text.trim() !== '')
                locs.push(text.trim());
            open.pop();
        },
    }, { xmlMode: true });
    parser.end(xml);
    const shape = root === null ? undefined : ENTRY[root];
    if (!shape)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PagegateError */ .TN(root === null ? 'not a sitemap: no XML element found' : `not a sitemap: the root element is <${root}>`);
    return { kind: shape.kind, locs };
}
function localName(name) {
    return name.slice(name.indexOf(':') + 1).toLowerCase();
}
//# sourceMappingURL=sitemap.js.map

/***/ })

};

//# sourceMappingURL=212.index.js.map