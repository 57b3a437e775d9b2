// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Curio collectibles of one tenant.
/// @notice Custodial ERC-721: the platform (the contract owner) mints, moves and burns every token.
///         Holders' addresses are custodial accounts whose keys the platform keeps; they never send
///         transactions themselves. Token ids are `collectionId << 32 | serial` (decision 009).
contract CurioCollectible is ERC721URIStorage, Ownable {
    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) Ownable(_msgSender()) {}

    /// @notice Mint `tokenId` to `to` with metadata `uri`. Reverts (ERC721InvalidSender) if it exists.
    function mint(address to, uint256 tokenId, string calldata uri) external onlyOwner {
        _mint(to, tokenId);
        _setTokenURI(tokenId, uri);
    }

    /// @notice Burn `tokenId`, wherever it is. Reverts (ERC721NonexistentToken) if it does not exist.
    function burn(uint256 tokenId) external onlyOwner {
        _burn(tokenId);
    }

    /// @dev The platform is authorised for every existing token, so its `transferFrom(from, to, id)` moves
    ///      any holder's token without per-holder approvals. A token that does not exist stays
    ///      unauthorised (ERC721NonexistentToken): `transferFrom(address(0), to, id)` must never mint.
    function _isAuthorized(address tokenOwner, address spender, uint256 tokenId) internal view override returns (bool) {
        return (tokenOwner != address(0) && spender == owner()) || super._isAuthorized(tokenOwner, spender, tokenId);
    }

    /// @dev Every change of ownership (mint, transfer, burn) goes through here: only the platform may
    ///      make one, so a holder's key (or an approved address) cannot move a token behind the
    ///      platform's back (cooling periods, frozen and pledged items live in the platform's books).
    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        _checkOwner();
        return super._update(to, tokenId, auth);
    }
}
