import { SEARCH_KEYWORD_MAX } from '@curio/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/shell/feedback';
import { searchListsPath } from '../../../features/catalogue/paths';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import { useSession } from '../../../lib/session';
import type { PageProps } from '../../page';
import { useHotWords } from '../../../features/catalogue/api/hot-words';
import { SearchBar } from '../../../features/catalogue/search/search-bar';
import '../../../features/catalogue/search/search.css';

/** Spec: /pages/home/globalSreach/index: the search field, the search history (kept in the store) and hot words. */
export default function SearchPage({ query }: PageProps) {
  const { t, lang } = useCatalogueTexts();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const history = useSession((s) => s.searchHistory);
  const addSearch = useSession((s) => s.addSearch);
  const clearHistory = useSession((s) => s.clearSearchHistory);
  const hot = useHotWords(lang);

  const go = (word: string) => {
    const k = word.trim().slice(0, SEARCH_KEYWORD_MAX);
    if (!k) {
      toast(t('search.keywordRequired'));
      return;
    }
    addSearch(k);
    void navigate(searchListsPath(k));
  };

  return (
    <div className="srch" data-testid="search-page">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          go(keyword);
        }}
      >
        <SearchBar
          action={
            <button type="submit" className="srch-bar__submit" data-testid="search-submit">
              {t('search.submit')}
            </button>
          }
        >
          <input
            className="srch-field__input"
            type="search"
            enterKeyHint="search"
            autoFocus
            maxLength={SEARCH_KEYWORD_MAX}
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            value={keyword}
            data-testid="search-input"
            onChange={(e) => setKeyword(e.target.value)}
          />
        </SearchBar>
      </form>
      {history.length > 0 ? (
        <section className="srch-section" data-testid="search-history">
          <div className="srch-section__head">
            <h2 className="srch-section__title">{t('search.history')}</h2>
            <button type="button" className="srch-clear" onClick={clearHistory} data-testid="search-history-clear">
              <svg
                width="14"
                height="14"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {t('search.clear')}
            </button>
          </div>
          <div className="srch-words">
            {history.map((h) => (
              <button key={h} type="button" className="srch-word" onClick={() => go(h)}>
                {h}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {hot.data && hot.data.words.length > 0 ? (
        <section className="srch-section" data-testid="search-hot">
          <div className="srch-section__head">
            <h2 className="srch-section__title">{t('search.hot')}</h2>
          </div>
          <div className="srch-words">
            {hot.data.words.map((w, i) => (
              <button key={w} type="button" className={`srch-word${i < 3 ? ' srch-word--hot' : ''}`} onClick={() => go(w)}>
                {i < 3 ? <span className="srch-word__rank">{i + 1}</span> : null}
                {w}
              </button>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
