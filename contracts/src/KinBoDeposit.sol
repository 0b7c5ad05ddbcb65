// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title KinBo deposit contract.
/// @notice Accepts token deposits that the KinBo API has approved beforehand.
///
/// Flow: the user asks the API for a deposit (chain, type, amount, address). The API's operator key
/// signs an EIP-712 `DepositPermit` for this contract on this chain, bound to the user, the token, the
/// amount, the deposit type (0 USDT, 1 KinBo), the API's order id, a deadline and the user's current
/// `nonces` value. The user's wallet then calls `deposit` with that permit. The contract checks it,
/// moves the tokens from the user straight to `receivedAddress` (it never holds funds) and emits
/// `Deposit`, which the API reads back from the transaction receipt to credit the order once.
///
/// The nonce makes every permit single-use: after a deposit the user's nonce moves on, so replaying
/// the same signature (or any other permit signed for the old nonce) fails as an invalid signature.
contract KinBoDeposit is Ownable, EIP712 {
    using SafeERC20 for IERC20;

    bytes32 public constant DEPOSIT_PERMIT_TYPEHASH = keccak256(
        "DepositPermit(address user,address token,uint256 amount,uint256 depositType,uint256 orderId,uint256 deadline,uint256 nonce)"
    );

    /// @notice The key whose signature authorises deposits (held by the API server).
    address public operator;
    /// @notice Where deposited tokens go.
    address public receivedAddress;
    /// @notice Per-user permit counter; a permit must carry the current value.
    mapping(address user => uint256) public nonces;

    event Deposit(
        address indexed user, address indexed token, uint256 amount, uint256 depositType, uint256 indexed orderId
    );
    event OperatorChanged(address indexed previousOperator, address indexed newOperator);
    event ReceivedAddressChanged(address indexed previousAddress, address indexed newAddress);

    error DepositExpired(uint256 deadline);
    error InvalidSignature();
    error ZeroAmount();
    error ZeroAddress();

    constructor(address initialOwner, address initialOperator, address initialReceivedAddress)
        Ownable(initialOwner)
        EIP712("KinBoDeposit", "1")
    {
        _setOperator(initialOperator);
        _setReceivedAddress(initialReceivedAddress);
    }

    /// @notice Deposits `amount` of `token` under the operator's permit. The caller must have approved
    ///         this contract for at least `amount` of `token`.
    function deposit(
        address token,
        uint256 amount,
        uint256 depositType,
        uint256 orderId,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        if (block.timestamp > deadline) revert DepositExpired(deadline);
        if (amount == 0) revert ZeroAmount();

        uint256 nonce = nonces[msg.sender]++;
        bytes32 digest = depositDigest(msg.sender, token, amount, depositType, orderId, deadline, nonce);
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(digest, v, r, s);
        if (recoverError != ECDSA.RecoverError.NoError || signer != operator) revert InvalidSignature();

        IERC20(token).safeTransferFrom(msg.sender, receivedAddress, amount);
        emit Deposit(msg.sender, token, amount, depositType, orderId);
    }

    /// @notice The EIP-712 digest the operator signs; public so off-chain code can check its own hashing.
    function depositDigest(
        address user,
        address token,
        uint256 amount,
        uint256 depositType,
        uint256 orderId,
        uint256 deadline,
        uint256 nonce
    ) public view returns (bytes32) {
        bytes32 structHash =
            keccak256(abi.encode(DEPOSIT_PERMIT_TYPEHASH, user, token, amount, depositType, orderId, deadline, nonce));
        return _hashTypedDataV4(structHash);
    }

    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    function setOperator(address newOperator) external onlyOwner {
        _setOperator(newOperator);
    }

    function setReceivedAddress(address newReceivedAddress) external onlyOwner {
        _setReceivedAddress(newReceivedAddress);
    }

    function _setOperator(address newOperator) private {
        if (newOperator == address(0)) revert ZeroAddress();
        emit OperatorChanged(operator, newOperator);
        operator = newOperator;
    }

    function _setReceivedAddress(address newReceivedAddress) private {
        if (newReceivedAddress == address(0)) revert ZeroAddress();
        emit ReceivedAddressChanged(receivedAddress, newReceivedAddress);
        receivedAddress = newReceivedAddress;
    }
}
